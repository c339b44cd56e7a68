public import Domain
public import Reactive

/// Drives the photo list: loads the first page when the view appears, further pages on demand, the first
/// page again on refresh; opens a photo and toggles favourites on request.
///
/// The view says what the user sees (``Input-swift.struct/lastVisibleRow``) and the view model decides
/// whether that calls for a page: one near the end of the rows, none while another is in flight or after
/// the last page. A refresh supersedes a page request in flight. Photos that a source repeats on a later
/// page appear once.
@MainActor
public final class PhotoListViewModel: ViewModelType {
    /// What the list view sends. Rows are named by their photo's id, never by position, so an input
    /// acts on the photo the user saw even when a refresh has moved or replaced the rows since.
    public struct Input: Sendable {
        /// The view appeared: load the first page (once).
        public let viewDidLoad: PublishRelay<Void>
        /// The user moved through the list and now sees the rows down to the one with this id: the view
        /// model loads the next page when that row is near the end, retries a page that failed, and stops
        /// after the last page. Send it on user input only; a state change asks for nothing by itself.
        public let lastVisibleRow: PublishRelay<PhotoID>
        /// Load the next page now, if there is one: for a driver that pages through everything (a benchmark).
        public let loadNextPage: PublishRelay<Void>
        /// The user asked for fresh data: load the first page again (always, superseding any request in
        /// flight), keeping the rows until it arrives.
        public let refresh: PublishRelay<Void>
        /// The user chose the photo with this id: open it.
        public let select: PublishRelay<PhotoID>
        /// The user toggled the favourite mark of the photo with this id.
        public let toggleFavorite: PublishRelay<PhotoID>
        /// The user, on a photo's detail, asked for the next or previous photo of this list: the view
        /// model opens it in place (``PhotoRoute/detailInPlace(_:)``), loading the next page first when
        /// the step leads past the loaded rows; at either end of the whole list nothing opens.
        public let step: PublishRelay<PhotoStep>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            lastVisibleRow: PublishRelay<PhotoID> = .init(),
            loadNextPage: PublishRelay<Void> = .init(),
            refresh: PublishRelay<Void> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            toggleFavorite: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.lastVisibleRow = lastVisibleRow
            self.loadNextPage = loadNextPage
            self.refresh = refresh
            self.select = select
            self.toggleFavorite = toggleFavorite
            self.step = step
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
    /// Page loads: a new one supersedes (cancels) the one in flight, whose result is then dropped.
    private let loads = LatestRequest()
    /// The rows a refresh replaced: an input naming one of them still acts on the photo the user saw.
    private var replacedItems: [PhotoListItem] = []
    /// A step past the loaded rows, waiting for the next page.
    private var pendingStep: PhotoStep?

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
        let (lastVisibleRow, select, toggleFavorite) = (input.lastVisibleRow.values, input.select.values, input.toggleFavorite.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in self?.loadFirstPageIfNeeded() }
        lifetime.observe(lastVisibleRow) { [weak self] id in self?.userSees(id) }
        lifetime.observe(loadNextPage) { [weak self] _ in self?.loadNextPageIfPossible() }
        lifetime.observe(refresh) { [weak self] _ in self?.refresh() }
        lifetime.observe(select) { [weak self] id in self?.select(id) }
        lifetime.observe(toggleFavorite) { [weak self] id in self?.toggleFavorite(id) }
        lifetime.observe(input.step.values) { [weak self] step in self?.step(step) }
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

    private func userSees(_ id: PhotoID) {
        if state.value.needsNextPage(seeing: id) { loadNextPageIfPossible() }
    }

    private func loadNextPageIfPossible() {
        let current = state.value
        guard current.canLoadMore, let request = current.nextRequest(after: firstPage) else { return }
        // Before any page arrived (the first one failed), "next" means the first page again.
        load(request, showing: current.items.isEmpty ? .loadingFirstPage : .loadingNextPage)
    }

    private func refresh() {
        load(firstPage, showing: state.value.items.isEmpty ? .loadingFirstPage : .refreshing)
    }

    private func select(_ id: PhotoID) {
        guard let item = item(id) else { return }
        route.send(.detail(item.id))
    }

    private func step(_ step: PhotoStep) {
        switch state.value.neighbor(of: step) {
        case .photo(let id):
            pendingStep = nil
            route.send(.detailInPlace(id))
        case .needsNextPage:
            pendingStep = step
            loadNextPageIfPossible()
        case .none:
            pendingStep = nil
        }
    }

    private func toggleFavorite(_ id: PhotoID) {
        guard let favorites, let item = item(id) else { return }
        favorites.toggle(item.photo, reportingTo: alert, in: lifetime)
    }

    /// The listed row with `id`, or the one a refresh replaced (the user may have acted on what they saw).
    private func item(_ id: PhotoID) -> PhotoListItem? {
        state.value.items.item(id: id) ?? replacedItems.item(id: id)
    }

    /// Starts loading `request`, superseding any load in flight (whose result is then dropped).
    private func load(_ request: PageRequest, showing phase: PhotoListState.Phase) {
        state.update { $0.phase = phase }
        let fetchPhotos = self.fetchPhotos
        loads.run(in: lifetime) { () async throws(DomainError) -> PhotoPage in
            try await fetchPhotos.execute(request)
        } then: { [weak self] result in
            self?.apply(result, for: request)
        }
    }

    private func apply(_ result: Result<PhotoPage, DomainError>, for request: PageRequest) {
        let favoriteIDs = favorites?.ids ?? []
        switch result {
        case .success(let page) where request == firstPage:
            replacedItems = state.value.items
            state.update { $0.replace(with: page, from: request, favorites: favoriteIDs) }
        case .success(let page):
            state.update { $0.append(page, from: request, favorites: favoriteIDs) }
        case .failure(let error):
            pendingStep = nil
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
        // A step that waited for this page now leads somewhere (or, at the end, nowhere).
        if let waiting = pendingStep, !state.value.isLoading { step(waiting) }
    }
}
