public import Domain
public import Reactive

/// Drives the photo list: loads the first page when the view appears, further pages on demand, the first
/// page again on refresh; opens a photo and toggles favourites on request.
///
/// A page request arriving while another is in flight, or after the last page, is ignored, so a view may
/// send ``Input-swift.struct/loadNextPage`` as often as it likes (on every scroll step, say). A refresh
/// supersedes a page request in flight. Photos that a source repeats on a later page appear once.
@MainActor
public final class PhotoListViewModel: ViewModelType {
    /// What the list view sends.
    public struct Input: Sendable {
        /// The view appeared: load the first page (once).
        public let viewDidLoad: PublishRelay<Void>
        /// The user neared the end of the list: load the next page if there is one.
        public let loadNextPage: PublishRelay<Void>
        /// The user asked for fresh data: load the first page again, keeping the rows until it arrives.
        public let refresh: PublishRelay<Void>
        /// The user chose the row at this index: open it.
        public let select: PublishRelay<Int>
        /// The user toggled the favourite mark of the row at this index.
        public let toggleFavorite: PublishRelay<Int>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            loadNextPage: PublishRelay<Void> = .init(),
            refresh: PublishRelay<Void> = .init(),
            select: PublishRelay<Int> = .init(),
            toggleFavorite: PublishRelay<Int> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.loadNextPage = loadNextPage
            self.refresh = refresh
            self.select = select
            self.toggleFavorite = toggleFavorite
        }
    }

    /// What the list view renders and where it navigates.
    public struct Output: Sendable {
        /// The list's state, delivered on the main actor.
        public let state: Driver<PhotoListState>
        /// Where to go after a selection.
        public let route: Signal<PhotoRoute>
        /// Failures of actions that leave the list as it is (a favourite that could not be saved).
        public let alert: Signal<ErrorDisplay>
    }

    private let fetchPhotos: any FetchPhotosUseCase
    private let firstPage: PageRequest
    private let favorites: SharedFavorites?
    private let state = CurrentValueRelay(PhotoListState.initial)
    private let route = PublishRelay<PhotoRoute>()
    private let alert = PublishRelay<ErrorDisplay>()
    private let lifetime = Lifetime()
    private var inFlight: (id: Int, task: Task<Void, Never>)?
    private var loadsStarted = 0

    /// Creates the view model.
    /// - Parameters:
    ///   - fetchPhotos: the use case that produces pages.
    ///   - firstPage: the page the list starts at and the page size it keeps (a deep link may start later).
    ///   - favorites: the app's shared favourites, for marks and toggling; `nil` for a list without marks.
    public init(fetchPhotos: any FetchPhotosUseCase, firstPage: PageRequest = .first, favorites: SharedFavorites? = nil) {
        self.fetchPhotos = fetchPhotos
        self.firstPage = firstPage
        self.favorites = favorites
    }

    /// Subscribes to the input and returns the list's output. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, not inside the tasks, so an event sent right after this returns is not missed.
        let (viewDidLoad, loadNextPage, refresh) = (input.viewDidLoad.values, input.loadNextPage.values, input.refresh.values)
        let (select, toggleFavorite) = (input.select.values, input.toggleFavorite.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in self?.loadFirstPageIfNeeded() }
        lifetime.observe(loadNextPage) { [weak self] _ in self?.loadNextPageIfPossible() }
        lifetime.observe(refresh) { [weak self] _ in self?.refresh() }
        lifetime.observe(select) { [weak self] index in self?.select(index) }
        lifetime.observe(toggleFavorite) { [weak self] index in self?.toggleFavorite(index) }
        if let favorites {
            lifetime.observe(favorites.changes) { [weak self] _ in self?.state.update { $0.mark(favorites: favorites.ids) } }
        }
        return Output(state: Driver(state), route: Signal(route), alert: Signal(alert))
    }

    private func loadFirstPageIfNeeded() {
        guard state.value.phase == .idle else { return }
        load(firstPage, showing: .loadingFirstPage)
        favorites?.loadIfNeeded(reportingTo: alert, in: lifetime)
    }

    private func loadNextPageIfPossible() {
        let current = state.value
        guard current.canLoadMore, let request = current.nextRequest(after: firstPage) else { return }
        // Before any page arrived (the first one failed), "next" means the first page again.
        load(request, showing: current.items.isEmpty ? .loadingFirstPage : .loadingNextPage)
    }

    private func refresh() {
        let current = state.value
        guard current.phase != .loadingFirstPage, current.phase != .refreshing else { return }
        load(firstPage, showing: current.items.isEmpty ? .loadingFirstPage : .refreshing)
    }

    private func select(_ index: Int) {
        guard let item = state.value.items.item(at: index) else { return }
        route.send(.detail(item.id))
    }

    private func toggleFavorite(_ index: Int) {
        guard let favorites, let item = state.value.items.item(at: index) else { return }
        favorites.toggle(item.photo, reportingTo: alert, in: lifetime)
    }

    /// Starts loading `request`, superseding any load in flight (whose result is then ignored).
    private func load(_ request: PageRequest, showing phase: PhotoListState.Phase) {
        inFlight?.task.cancel()
        loadsStarted += 1
        let id = loadsStarted
        state.update { $0.phase = phase }
        let fetchPhotos = self.fetchPhotos
        let task = Task { [weak self] in
            let result: Result<PhotoPage, DomainError>
            do throws(DomainError) {
                result = .success(try await fetchPhotos.execute(request))
            } catch {
                result = .failure(error)
            }
            self?.apply(result, for: request, load: id)
        }
        inFlight = (id, task)
        task.store(in: lifetime)
    }

    private func apply(_ result: Result<PhotoPage, DomainError>, for request: PageRequest, load id: Int) {
        guard inFlight?.id == id else { return }
        inFlight = nil
        let favoriteIDs = favorites?.ids ?? []
        switch result {
        case .success(let page) where request == firstPage:
            state.update { $0.replace(with: page, from: request, favorites: favoriteIDs) }
        case .success(let page):
            state.update { $0.append(page, from: request, favorites: favoriteIDs) }
        case .failure(let error):
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }
}
