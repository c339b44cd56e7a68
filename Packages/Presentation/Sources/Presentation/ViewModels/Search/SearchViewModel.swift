public import Domain
public import Reactive

/// Drives the search screen: searches as the user types, once the text has been still for a moment.
///
/// - Typing is debounced (300 ms by default, on an injected clock), and a query equal to the one before
///   is not searched again; typing fetches the first page only.
/// - A newer query ends the older search (its request is cancelled), so its results never appear; the
///   results on screen stay, marked stale (``SearchState/isStale``), until the new first page arrives.
/// - Blank text clears the results and shows the recent queries instead.
/// - Further pages load only when the rows the user sees come near the end of those loaded (by scrolling,
///   or on a screen taller than them: ``Input-swift.struct/lastVisibleRow``); refresh always searches the
///   query again.
/// - A query is recorded as a recent search when the user commits it (submits it, or opens one of its
///   results), once, and only when it found something: typing alone records nothing.
@MainActor
public final class SearchViewModel: ViewModelType {
    /// What the search view sends. Results are named by their photo's id, never by position, so an input
    /// acts on the photo the user saw even when a refresh has moved or replaced the results since.
    public struct Input: Sendable {
        /// The view appeared: read the recent queries.
        public let viewDidLoad: PublishRelay<Void>
        /// The text of the search field after each edit.
        public let query: PublishRelay<String>
        /// The user committed this text (the return key, or a chosen suggestion): search it now unless its
        /// results are already shown, and record it as a recent search once they are (if any).
        public let submit: PublishRelay<String>
        /// The user asked to search the current query again (after a failure, say): always re-runs it.
        public let refresh: PublishRelay<Void>
        /// The user asked to try again after a failure: the results' failed next page when rows are shown,
        /// else the query again.
        public let retry: PublishRelay<Void>
        /// The user moved through the results and now sees the rows down to the one with this id: the
        /// view model loads the next page when that row is near the end, retries a page that failed, and
        /// stops after the last page. Send it on user input only.
        public let lastVisibleRow: PublishRelay<PhotoID>
        /// The user chose the result with this id: open it (which commits the query).
        public let select: PublishRelay<PhotoID>
        /// The user toggled the favourite mark of the result with this id.
        public let toggleFavorite: PublishRelay<PhotoID>
        /// The user changed the filters (shape, colour): the query, if any, is searched again with them.
        public let filters: PublishRelay<SearchFilters>
        /// The user asked for the next shape filter (any, landscape, portrait, square, then any again): moved
        /// on from the filters the view model holds, so keys pressed faster than it answers cycle in order.
        public let cycleOrientation: PublishRelay<Void>
        /// The user asked for the next colour filter, as ``cycleOrientation`` does for the shape.
        public let cycleColor: PublishRelay<Void>
        /// The user, on a result's detail, asked for the next or previous result: opened in place
        /// (``PhotoRoute/detailInPlace(_:)``), after loading the next page when the step leads past the
        /// loaded results.
        public let step: PublishRelay<PhotoStep>
        /// The detail opened from this list closed: a step still waiting for a page opens nothing when the
        /// page comes, and the next detail's keys start from its own photo.
        public let detailClosed: PublishRelay<Void>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            query: PublishRelay<String> = .init(),
            submit: PublishRelay<String> = .init(),
            refresh: PublishRelay<Void> = .init(),
            retry: PublishRelay<Void> = .init(),
            lastVisibleRow: PublishRelay<PhotoID> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            toggleFavorite: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init(),
            filters: PublishRelay<SearchFilters> = .init(),
            cycleOrientation: PublishRelay<Void> = .init(),
            cycleColor: PublishRelay<Void> = .init(),
            detailClosed: PublishRelay<Void> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.query = query
            self.submit = submit
            self.refresh = refresh
            self.retry = retry
            self.lastVisibleRow = lastVisibleRow
            self.select = select
            self.toggleFavorite = toggleFavorite
            self.step = step
            self.filters = filters
            self.cycleOrientation = cycleOrientation
            self.cycleColor = cycleColor
            self.detailClosed = detailClosed
        }
    }

    /// What the search view renders and where it navigates.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<SearchState>
        /// Where to go after a selection.
        public let route: Signal<PhotoRoute>
        /// The line to show when a step of the open detail led nowhere: "This is the last photo." (or the
        /// first), or why the next page cannot come.
        public let stepNotice: Signal<String>
        /// Failures of actions that leave the results as they are (a favourite that could not be saved).
        public let alert: Signal<ErrorDisplay>
    }

    /// How long the text must stay unchanged before it is searched, unless the caller says otherwise.
    public static let defaultDebounce = Duration.milliseconds(300)

    private let search: any SearchPhotosUseCase
    private let recents: (any RecentSearchesUseCase)?
    private let favorites: SharedFavorites?
    private let quota: SharedQuota?
    private let initialState: SearchSystemState
    private let clock: any Clock<Duration>
    private let debounce: Duration
    private let lifetime = Lifetime()

    /// Creates the view model.
    /// - Parameters:
    ///   - search: the use case that finds photos.
    ///   - recents: the recent queries to suggest and record; `nil` to neither suggest nor record.
    ///   - favorites: the app's shared favourites, for marks and toggling; `nil` for results without marks.
    ///   - quota: the app's shared quota, which the results show and their pages report; `nil` for results
    ///     that show their own pages' quota alone.
    ///   - orientation: only photos of this shape, when set.
    ///   - color: only photos dominated by this colour, when set.
    ///   - firstPage: the page size of the results (and their first page).
    ///   - clock: the clock the debounce waits on; a test passes a clock it advances by hand.
    ///   - debounce: how long the text must stay unchanged before it is searched.
    public init(
        search: any SearchPhotosUseCase,
        recents: (any RecentSearchesUseCase)? = nil,
        favorites: SharedFavorites? = nil,
        quota: SharedQuota? = nil,
        orientation: Orientation? = nil,
        color: ColorFilter? = nil,
        firstPage: PageRequest = .first,
        clock: any Clock<Duration> = ContinuousClock(),
        debounce: Duration = SearchViewModel.defaultDebounce
    ) {
        self.search = search
        self.recents = recents
        self.favorites = favorites
        self.quota = quota
        initialState = SearchSystemState(filters: SearchFilters(orientation: orientation, color: color), firstPage: firstPage, hasFavorites: favorites != nil)
        self.clock = clock
        self.debounce = debounce
    }

    /// Composes the input into the screen's output: the inputs (the typed text debounced) become
    /// ``SearchSystemEvent``s folded by ``SearchSystem/reduce(_:_:)``; feedback loops run what the state asks
    /// for (the query's pages, a route, a mark to toggle, a query to record, the recent queries) and report
    /// back. A newer query supersedes the older one's page in flight, which is cancelled and whose answer
    /// is dropped: that is the only mechanism against stale results. Call once.
    public func transform(input: Input) -> Output {
        let route = PublishRelay<PhotoRoute>()
        let stepNotice = PublishRelay<String>()
        let alert = PublishRelay<ErrorDisplay>()
        // Subscribed now, not inside a task, so an event sent right after this returns is not missed.
        var inputs = [
            AnyAsyncSequence(input.viewDidLoad.values.map { SearchSystemEvent.appeared }),
            AnyAsyncSequence(input.query.values.debounce(for: debounce, clock: clock).map(SearchSystemEvent.typed)),
            AnyAsyncSequence(input.submit.values.map(SearchSystemEvent.submitted)),
            AnyAsyncSequence(input.refresh.values.map { SearchSystemEvent.refresh }),
            AnyAsyncSequence(input.retry.values.map { SearchSystemEvent.retry }),
            AnyAsyncSequence(input.filters.values.map(SearchSystemEvent.filtersChanged)),
            AnyAsyncSequence(input.cycleOrientation.values.map { SearchSystemEvent.cycleOrientation }),
            AnyAsyncSequence(input.cycleColor.values.map { SearchSystemEvent.cycleColor }),
            AnyAsyncSequence(input.lastVisibleRow.values.map { SearchSystemEvent.results(.sawRow($0)) }),
            AnyAsyncSequence(input.select.values.map { SearchSystemEvent.results(.select($0)) }),
            AnyAsyncSequence(input.toggleFavorite.values.map { SearchSystemEvent.results(.toggleFavorite($0)) }),
            AnyAsyncSequence(input.step.values.map { SearchSystemEvent.results(.step($0)) }),
            AnyAsyncSequence(input.detailClosed.values.map { SearchSystemEvent.results(.detailClosed) }),
        ]
        if let favorites {
            inputs.append(AnyAsyncSequence(favorites.changes.map { SearchSystemEvent.results(.favoritesChanged(Set(($0 ?? []).map(\.id)))) }))
        }
        if let quota {
            inputs.append(AnyAsyncSequence(quota.changes.compactMap { $0.map { SearchSystemEvent.results(.quotaReported($0)) } }))
        }
        let state = Driver.system(
            initialState: initialState,
            reduce: SearchSystem.reduce,
            events: merge(inputs),
            feedback: [
                Self.searching(search),
                Numbered.delivering(\.results.navigation, on: route) { .results(.navigated($0)) },
                Numbered.delivering(\.results.stepNotice, on: stepNotice) { .results(.stepNoticeShown($0)) },
                SharedFavorites.marking(favorites, requests: \.results.favoriteMarks, reportingTo: alert) { .results(.favoriteMarked($0, stored: $1)) },
                SharedFavorites.reading(favorites, anew: false, when: \.favoritesWanted, reportingTo: alert, then: .favoritesRequested),
                Self.recording(recents),
                Self.readingSuggestions(recents),
                SharedQuota.reporting(quota) { $0.results.list },
            ],
            in: lifetime
        )
        return Output(state: state.map(\.screen), route: Signal(route), stepNotice: Signal(stepNotice), alert: Signal(alert))
    }

    /// Loads the page of the query the state asks for.
    private static func searching(_ search: any SearchPhotosUseCase) -> Feedback<SearchSystemState, SearchSystemEvent> {
        .react(request: \.pageLoad) { load in
            do throws(DomainError) {
                return .results(.pageLoaded(load.load, .success(try await search.execute(load.query, page: load.load.value))))
            } catch {
                return .results(.pageLoaded(load.load, .failure(error)))
            }
        }
    }

    /// Records the committed query the state asks to. Best effort: a store that cannot be written costs
    /// the user a suggestion, never their results.
    private static func recording(_ recents: (any RecentSearchesUseCase)?) -> Feedback<SearchSystemState, SearchSystemEvent> {
        .react(request: \.record) { record in
            let written = (try? await recents?.record(record.value.query, resultCount: record.value.resultCount)) == true
            return .recorded(record.number, written: written)
        }
    }

    /// Reads the recent queries the state asks for.
    private static func readingSuggestions(_ recents: (any RecentSearchesUseCase)?) -> Feedback<SearchSystemState, SearchSystemEvent> {
        .react(request: \.suggestionsWanted) { wanted in
            .suggestionsRead(wanted.number, try? await recents?.list())
        }
    }
}
