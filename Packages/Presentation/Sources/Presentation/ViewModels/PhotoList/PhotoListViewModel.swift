public import Domain
public import Reactive

/// Drives the photo list: loads the first page when the view appears and further pages on demand.
///
/// A page request arriving while another is in flight, or after the last page, is ignored, so a view may
/// send ``Input-swift.struct/loadNextPage`` as often as it likes (on every scroll step, say). Photos that
/// a source repeats on a later page appear once.
@MainActor
public final class PhotoListViewModel: ViewModelType {
    /// What the list view sends.
    public struct Input: Sendable {
        /// The view appeared: load the first page (once).
        public let viewDidLoad: PublishRelay<Void>
        /// The user neared the end of the list: load the next page if there is one.
        public let loadNextPage: PublishRelay<Void>

        /// Creates the input relays.
        public init(viewDidLoad: PublishRelay<Void> = .init(), loadNextPage: PublishRelay<Void> = .init()) {
            self.viewDidLoad = viewDidLoad
            self.loadNextPage = loadNextPage
        }
    }

    /// What the list view renders.
    public struct Output: Sendable {
        /// The list's state, delivered on the main actor.
        public let state: Driver<PhotoListState>
    }

    private let fetchPhotos: any FetchPhotosUseCase
    private let firstPage: PageRequest
    private let state = CurrentValueRelay(PhotoListState.initial)
    private let lifetime = Lifetime()
    private var seenIDs: Set<PhotoID> = []
    private var nextRequest: PageRequest?

    /// Creates the view model.
    /// - Parameters:
    ///   - fetchPhotos: the use case that produces pages.
    ///   - firstPage: the page the list starts at and the page size it keeps (a deep link may start later).
    public init(fetchPhotos: any FetchPhotosUseCase, firstPage: PageRequest = .first) {
        self.fetchPhotos = fetchPhotos
        self.firstPage = firstPage
    }

    /// Subscribes to the input and returns the list's output. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, not inside the tasks, so an event sent right after this returns is not missed.
        let viewDidLoad = input.viewDidLoad.values
        let loadNextPage = input.loadNextPage.values
        Task { [weak self] in
            for await _ in viewDidLoad { self?.loadFirstPageIfNeeded() }
        }
        .store(in: lifetime)
        Task { [weak self] in
            for await _ in loadNextPage { self?.loadNextPageIfPossible() }
        }
        .store(in: lifetime)
        return Output(state: Driver(state))
    }

    private func loadFirstPageIfNeeded() {
        guard state.value.phase == .idle else { return }
        load(firstPage, showing: .loadingFirstPage)
    }

    private func loadNextPageIfPossible() {
        let current = state.value
        guard !current.isLoading, current.hasMore else { return }
        // Before any page arrived (the first one failed), "next" means the first page again.
        load(nextRequest ?? firstPage, showing: current.items.isEmpty ? .loadingFirstPage : .loadingNextPage)
    }

    private func load(_ request: PageRequest, showing phase: PhotoListState.Phase) {
        state.update { $0.phase = phase }
        let fetchPhotos = self.fetchPhotos
        Task { [weak self] in
            let result: Result<PhotoPage, DomainError>
            do throws(DomainError) {
                result = .success(try await fetchPhotos.execute(request))
            } catch {
                result = .failure(error)
            }
            self?.apply(result, for: request)
        }
        .store(in: lifetime)
    }

    private func apply(_ result: Result<PhotoPage, DomainError>, for request: PageRequest) {
        switch result {
        case .success(let page):
            let fresh = page.photos.filter { seenIDs.insert($0.id).inserted }
            nextRequest = request.next
            state.update { state in
                state.items += fresh.map(PhotoListItem.init)
                state.page = page.page
                state.rateLimit = page.rateLimit ?? state.rateLimit
                state.cachedAt = page.cachedAt
                state.hasMore = page.hasNextPage && request.next != nil
                state.phase = .loaded
            }
        case .failure(let error):
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }
}
