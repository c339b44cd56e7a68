public import Domain
public import Reactive

/// Drives the search screen: searches as the user types, once the text has been still for a moment.
///
/// - Typing is debounced (300 ms by default, on an injected clock), and a query equal to the one before
///   is not searched again; typing fetches the first page only.
/// - A newer query ends the older search (its request is cancelled), so its results never appear; the
///   results on screen stay, marked stale (``SearchState/isStale``), until the new first page arrives.
/// - Blank text clears the results and shows the recent queries instead.
/// - Further pages load only when the user scrolls near the end (``Input-swift.struct/lastVisibleRow``);
///   refresh always searches the query again.
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
        /// The user, on a result's detail, asked for the next or previous result: opened in place
        /// (``PhotoRoute/detailInPlace(_:)``), after loading the next page when the step leads past the
        /// loaded results.
        public let step: PublishRelay<PhotoStep>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            query: PublishRelay<String> = .init(),
            submit: PublishRelay<String> = .init(),
            refresh: PublishRelay<Void> = .init(),
            lastVisibleRow: PublishRelay<PhotoID> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            toggleFavorite: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init(),
            filters: PublishRelay<SearchFilters> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.query = query
            self.submit = submit
            self.refresh = refresh
            self.lastVisibleRow = lastVisibleRow
            self.select = select
            self.toggleFavorite = toggleFavorite
            self.step = step
            self.filters = filters
        }
    }

    /// What the search view renders and where it navigates.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<SearchState>
        /// Where to go after a selection.
        public let route: Signal<PhotoRoute>
        /// Failures of actions that leave the results as they are (a favourite that could not be saved).
        public let alert: Signal<ErrorDisplay>
    }

    /// How long the text must stay unchanged before it is searched, unless the caller says otherwise.
    public static let defaultDebounce = Duration.milliseconds(300)

    private let search: any SearchPhotosUseCase
    private let recents: (any RecentSearchesUseCase)?
    private let favorites: SharedFavorites?
    private let firstPage: PageRequest
    private let clock: any Clock<Duration>
    private let debounce: Duration
    private let state = CurrentValueRelay(SearchState.initial)
    private let route = PublishRelay<PhotoRoute>()
    private let alert = PublishRelay<ErrorDisplay>()
    private let pageCalls = PublishRelay<SearchPageCall>()
    /// The texts to search, each starting a session that ends the one before.
    private let runs = PublishRelay<SearchRun>()
    /// The search sessions: each new one makes the reports of those before it stale.
    private let sessions = LatestRequest()
    private let lifetime = Lifetime()
    /// The text last sent to ``runs``: typing it again searches nothing.
    private var lastRun: String?
    /// The filters searches run with now.
    private var filters: SearchFilters
    /// The query of the newest first page, the one a commit records.
    private var shownQuery: SearchQuery?
    /// The text the user committed whose recording waits for its first page.
    private var pendingCommit: String?
    /// The results a refresh replaced: an input naming one of them acts on the photo the user saw.
    private var replacedItems: [PhotoListItem] = []
    /// A step past the loaded results, waiting for the next page.
    private var pendingStep: PhotoStep?

    /// Creates the view model.
    /// - Parameters:
    ///   - search: the use case that finds photos.
    ///   - recents: the recent queries to suggest and record; `nil` to neither suggest nor record.
    ///   - favorites: the app's shared favourites, for marks and toggling; `nil` for results without marks.
    ///   - orientation: only photos of this shape, when set.
    ///   - color: only photos dominated by this colour, when set.
    ///   - firstPage: the page size of the results (and their first page).
    ///   - clock: the clock the debounce waits on; a test passes a clock it advances by hand.
    ///   - debounce: how long the text must stay unchanged before it is searched.
    public init(
        search: any SearchPhotosUseCase,
        recents: (any RecentSearchesUseCase)? = nil,
        favorites: SharedFavorites? = nil,
        orientation: Orientation? = nil,
        color: ColorFilter? = nil,
        firstPage: PageRequest = .first,
        clock: any Clock<Duration> = ContinuousClock(),
        debounce: Duration = SearchViewModel.defaultDebounce
    ) {
        self.search = search
        self.recents = recents
        self.favorites = favorites
        self.filters = SearchFilters(orientation: orientation, color: color)
        state.update { [filters] in $0.filters = filters }
        self.firstPage = firstPage
        self.clock = clock
        self.debounce = debounce
    }

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let (viewDidLoad, submit, refresh) = (input.viewDidLoad.values, input.submit.values, input.refresh.values)
        let (lastVisibleRow, select, toggleFavorite) = (input.lastVisibleRow.values, input.select.values, input.toggleFavorite.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in self?.viewDidLoad() }
        lifetime.observe(input.query.values.debounce(for: debounce, clock: clock)) { [weak self] text in self?.typed(text) }
        lifetime.observe(submit) { [weak self] text in self?.submit(text) }
        lifetime.observe(refresh) { [weak self] _ in self?.rerun() }
        lifetime.observe(lastVisibleRow) { [weak self] id in self?.userSees(id) }
        lifetime.observe(input.step.values) { [weak self] step in self?.step(step) }
        lifetime.observe(input.filters.values) { [weak self] filters in self?.changeFilters(filters) }
        lifetime.observe(select) { [weak self] id in self?.select(id) }
        lifetime.observe(toggleFavorite) { [weak self] id in self?.toggleFavorite(id) }
        lifetime.observe(searchEvents()) { [weak self] event in self?.apply(event) }
        if let favorites {
            lifetime.observe(favorites.changes) { [weak self] _ in
                self?.state.update { $0.results.mark(favorites: favorites.ids) }
            }
        }
        return Output(state: Driver(state), route: Signal(route), alert: Signal(alert))
    }

    /// Each text sent to ``runs`` starts a session that ends the one before.
    private func searchEvents() -> some AsyncSequence<SearchEvent, Never> & Sendable {
        let (sessions, pageCalls, search, firstPage) = (sessions, pageCalls, search, firstPage)
        return runs.values.switchMap { run in
            SearchSession(
                id: sessions.begin(),
                text: run.text,
                makeQuery: { text throws(DomainError) in try run.filters.query(text) },
                search: search,
                firstPage: firstPage,
                pageCalls: pageCalls.values
            )
            .events
        }
    }

    private func typed(_ text: String) {
        let text = SearchQuery.trimmed(text)
        if text != lastRun { run(text) }
    }

    private func submit(_ text: String) {
        let text = SearchQuery.trimmed(text)
        pendingCommit = text.isEmpty ? nil : text
        let failedBefore = if case .failed = state.value.results.phase { true } else { false }
        if text != lastRun || failedBefore {
            run(text)
        } else {
            recordIfCommitted()
        }
    }

    private func rerun() {
        guard let lastRun, !lastRun.isEmpty else { return }
        run(lastRun)
    }

    private func run(_ text: String) {
        lastRun = text
        runs.send(SearchRun(text: text, filters: filters))
    }

    private func changeFilters(_ next: SearchFilters) {
        guard next != filters else { return }
        filters = next
        state.update { $0.filters = next }
        rerun()
    }

    private func apply(_ event: SearchEvent) {
        // A report from a session a newer query replaced is stale, whatever it says.
        guard sessions.isLatest(event.session) else { return }
        let favoriteIDs = favorites?.ids ?? []
        switch event {
        case .cleared:
            pendingCommit = nil
            state.update {
                let filters = $0.filters
                $0 = SearchState(query: "", results: .initial, suggestions: $0.suggestions)
                $0.filters = filters
            }
        case .started(_, let query):
            if pendingCommit != query { pendingCommit = nil }
            state.update { $0.startSearching(query) }
        case .loaded(_, let query, let request, let page) where request == firstPage:
            replacedItems = state.value.results.items
            shownQuery = query
            state.update { $0.showFirstPage(page, of: query.text, from: request, favorites: favoriteIDs) }
            recordIfCommitted()
        case .loaded(_, _, let request, let page):
            state.update { $0.results.append(page, from: request, favorites: favoriteIDs) }
            if let waiting = pendingStep { step(waiting) }
        case .failed(_, let query, let error):
            pendingStep = nil
            state.update { $0.query = query; $0.results.phase = .failed(ErrorDisplay(error)) }
        }
    }

    private func step(_ step: PhotoStep) {
        pendingStep = nil
        switch state.value.results.neighbor(of: step) {
        case .photo(let id): route.send(.detailInPlace(id))
        case .needsNextPage:
            pendingStep = step
            loadNextPage()
        case .none: break
        }
    }

    /// Hands the committed query to the recent searches once its fresh first page is shown, with how many
    /// results it found: whether it is recorded (once, never when it found nothing) is their rule.
    private func recordIfCommitted() {
        let current = state.value
        guard let committed = pendingCommit, committed == current.query, !current.isStale,
              current.results.page != nil, let query = shownQuery, query.text == committed
        else { return }
        pendingCommit = nil
        record(query, resultCount: current.results.items.count)
    }

    private func viewDidLoad() {
        readSuggestions()
        favorites?.loadIfNeeded(reportingTo: alert, in: lifetime)
    }

    private func userSees(_ id: PhotoID) {
        if state.value.results.needsNextPage(seeing: id) { loadNextPage() }
    }

    /// Asks the current session for the page after the loaded ones, unless one is on its way or none is left.
    private func loadNextPage() {
        let current = state.value
        guard !current.query.isEmpty, !current.isStale, current.results.canLoadMore,
              let request = current.results.nextRequest(after: firstPage)
        else { return }
        state.update { $0.results.phase = .loadingNextPage }
        pageCalls.send(SearchPageCall(session: sessions.latest, request: request))
    }

    private func select(_ id: PhotoID) {
        guard let item = item(id) else { return }
        if !state.value.isStale {
            pendingCommit = state.value.query
            recordIfCommitted()
        }
        route.send(.detail(item.id))
    }

    private func toggleFavorite(_ id: PhotoID) {
        guard let favorites, let item = item(id) else { return }
        favorites.toggle(item.photo, reportingTo: alert, in: lifetime)
    }

    /// The result with `id`, or the one a refresh replaced (the user may have acted on what they saw).
    private func item(_ id: PhotoID) -> PhotoListItem? {
        state.value.results.items.item(id: id) ?? replacedItems.item(id: id)
    }

    /// Records a committed query, then refreshes the suggestions if it was written. Best effort: a store
    /// that cannot be written costs the user a suggestion, never their results.
    private func record(_ query: SearchQuery, resultCount: Int) {
        guard let recents else { return }
        Task { [weak self] in
            guard (try? await recents.record(query, resultCount: resultCount)) == true else { return }
            self?.readSuggestions()
        }
        .store(in: lifetime)
    }

    private func readSuggestions() {
        guard let recents else { return }
        Task { [weak self] in
            guard let queries = try? await recents.list() else { return }
            self?.state.update { $0.suggestions = queries }
        }
        .store(in: lifetime)
    }
}
