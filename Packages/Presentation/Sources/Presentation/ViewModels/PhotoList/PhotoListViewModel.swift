public import Domain
public import Reactive

/// Drives the photo list: loads the first page when the view appears, further pages on demand, the first
/// page again on refresh; opens a photo and toggles favourites on request.
///
/// The view says what the user sees (``Input-swift.struct/lastVisibleRow``) and the view model decides
/// whether that calls for a page: one near the end of the rows, none while another is in flight or after
/// the last page. A refresh supersedes a page in flight; a photo a source repeats later appears once.
@MainActor
public final class PhotoListViewModel: ViewModelType {
    /// What the list view sends. Rows are named by their photo's id, never by position, so an input
    /// acts on the photo the user saw even when a refresh has moved or replaced the rows since.
    public struct Input: Sendable {
        /// The view appeared: load the first page (once).
        public let viewDidLoad: PublishRelay<Void>
        /// The user now sees the rows down to this one (after a move, or a frame showing more rows): near
        /// the end it calls for the next page (again after a refresh), or retries a failed one. Send it when
        /// that bottom row changes, not for every state: a new state by itself asks for nothing.
        public let lastVisibleRow: PublishRelay<PhotoID>
        /// Load the next page now, if there is one: for a driver that pages through everything (a benchmark).
        public let loadNextPage: PublishRelay<Void>
        /// The user asked for fresh data: load the first page again (always, superseding any request in
        /// flight), keeping the rows until it arrives.
        public let refresh: PublishRelay<Void>
        /// The user asked to try again after a failure: the failed next page when trying it again can help
        /// (``PagedListState/retryRequest``), else the list from its first page.
        public let retry: PublishRelay<Void>
        /// The user chose the photo with this id: open it.
        public let select: PublishRelay<PhotoID>
        /// The user toggled the favourite mark of the photo with this id.
        public let toggleFavorite: PublishRelay<PhotoID>
        /// The user, on a photo's detail, asked for the next or previous photo of this list: the view model
        /// opens it in place (``PhotoRoute/detailInPlace(_:)``), loading the next page first when the step
        /// leads past the loaded rows; at either end nothing opens, and ``Output-swift.struct/stepNotice``
        /// says so. Send every key as it comes, from the photo the detail shows: keys faster than the detail
        /// follows each start where the one before led, and those pressed while a page loads wait for it.
        public let step: PublishRelay<PhotoStep>
        /// The detail opened from this list closed: a step still waiting for a page opens nothing when the
        /// page comes, and the next detail's keys start from its own photo.
        public let detailClosed: PublishRelay<Void>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            lastVisibleRow: PublishRelay<PhotoID> = .init(),
            loadNextPage: PublishRelay<Void> = .init(),
            refresh: PublishRelay<Void> = .init(),
            retry: PublishRelay<Void> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            toggleFavorite: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init(),
            detailClosed: PublishRelay<Void> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.lastVisibleRow = lastVisibleRow
            self.loadNextPage = loadNextPage
            self.refresh = refresh
            self.retry = retry
            self.select = select
            self.toggleFavorite = toggleFavorite
            self.step = step
            self.detailClosed = detailClosed
        }
    }

    /// What the list view renders and where it navigates.
    public struct Output: Sendable {
        /// The list's state, delivered on the main actor.
        public let state: Driver<PhotoListState>
        /// Where to go: a photo's detail after a selection, or the photo a step in an open detail reached.
        public let route: Signal<PhotoRoute>
        /// The line to show when a step of the open detail led nowhere: "This is the last photo." (or the
        /// first), or why the next page cannot come.
        public let stepNotice: Signal<String>
        /// Failures of actions that leave the list as it is (a favourite that could not be saved).
        public let alert: Signal<ErrorDisplay>
    }

    private let fetchPhotos: any FetchPhotosUseCase
    private let firstPage: PageRequest
    private let favorites: SharedFavorites?
    private let quota: SharedQuota?
    private let lifetime = Lifetime()

    /// Creates the view model.
    /// - Parameters:
    ///   - fetchPhotos: the use case that produces pages.
    ///   - firstPage: the page the list starts at and the page size it keeps (a deep link may start later).
    ///   - favorites: the app's shared favourites, for marks and toggling; `nil` for a list without marks.
    ///   - quota: the app's shared quota, which the list shows and its pages report (`nil`: its own alone).
    public init(fetchPhotos: any FetchPhotosUseCase, firstPage: PageRequest = .first, favorites: SharedFavorites? = nil, quota: SharedQuota? = nil) {
        self.fetchPhotos = fetchPhotos
        self.firstPage = firstPage
        self.favorites = favorites
        self.quota = quota
    }

    /// Composes the input into the list's output: the inputs become ``PagedListEvent``s, folded by
    /// ``PagedList/reduce(_:_:)`` into one ``PagedListState``; feedback loops run what that state asks for
    /// (a page to load, a route to take, a mark to toggle, a quota to share) and report back. Call once.
    public func transform(input: Input) -> Output {
        let route = PublishRelay<PhotoRoute>()
        let stepNotice = PublishRelay<String>()
        let alert = PublishRelay<ErrorDisplay>()
        // Subscribed now, not inside a task, so an event sent right after this returns is not missed.
        var inputs = [
            AnyAsyncSequence(input.viewDidLoad.values.map { PagedListEvent.appeared }),
            AnyAsyncSequence(input.lastVisibleRow.values.map(PagedListEvent.sawRow)),
            AnyAsyncSequence(input.loadNextPage.values.map { PagedListEvent.loadNextPage }),
            AnyAsyncSequence(input.refresh.values.map { PagedListEvent.refresh }),
            AnyAsyncSequence(input.retry.values.map { PagedListEvent.retry }),
            AnyAsyncSequence(input.select.values.map(PagedListEvent.select)),
            AnyAsyncSequence(input.toggleFavorite.values.map(PagedListEvent.toggleFavorite)),
            AnyAsyncSequence(input.step.values.map(PagedListEvent.step)),
            AnyAsyncSequence(input.detailClosed.values.map { PagedListEvent.detailClosed }),
        ]
        if let favorites {
            inputs.append(AnyAsyncSequence(favorites.changes.map { PagedListEvent.favoritesChanged(Set(($0 ?? []).map(\.id))) }))
        }
        if let quota {
            inputs.append(AnyAsyncSequence(quota.changes.compactMap { $0.map(PagedListEvent.quotaReported) }))
        }
        let state = Driver.system(
            initialState: PagedListState(firstPage: firstPage, hasFavorites: favorites != nil),
            reduce: PagedList.reduce,
            events: merge(inputs),
            feedback: [
                Self.loading(fetchPhotos),
                Numbered.delivering(\.navigation, on: route) { .navigated($0) },
                Numbered.delivering(\.stepNotice, on: stepNotice) { .stepNoticeShown($0) },
                SharedFavorites.reading(favorites, anew: true, when: \.favoritesWanted, reportingTo: alert, then: .favoritesRequested),
                SharedFavorites.marking(favorites, requests: \.favoriteMarks, reportingTo: alert) { .favoriteMarked($0, stored: $1) },
                SharedQuota.reporting(quota) { $0.list },
            ],
            in: lifetime
        )
        return Output(state: state.map(\.list), route: Signal(route), stepNotice: Signal(stepNotice), alert: Signal(alert))
    }

    /// Loads the page the state asks for.
    private static func loading(_ fetchPhotos: any FetchPhotosUseCase) -> Feedback<PagedListState, PagedListEvent> {
        .react(request: \.load) { load in
            do throws(DomainError) {
                return .pageLoaded(load, .success(try await fetchPhotos.execute(load.value)))
            } catch {
                return .pageLoaded(load, .failure(error))
            }
        }
    }
}
