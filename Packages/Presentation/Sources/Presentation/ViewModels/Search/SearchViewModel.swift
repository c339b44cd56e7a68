public import Domain
public import Reactive

/// Drives the search screen: searches as the user types, once the text has been still for a moment.
///
/// - Typing is debounced (300 ms by default, on an injected clock), and a query equal to the one before
///   is not searched again.
/// - A newer query ends the older search (its request is cancelled), so stale results never appear.
/// - Blank text clears the results and shows the recent queries instead.
/// - Results page like the photo list; a query whose first page arrives is recorded as a recent search.
@MainActor
public final class SearchViewModel: ViewModelType {
    /// What the search view sends.
    public struct Input: Sendable {
        /// The view appeared: read the recent queries.
        public let viewDidLoad: PublishRelay<Void>
        /// The text of the search field after each edit.
        public let query: PublishRelay<String>
        /// Search for this text now, without waiting (the return key, or a chosen suggestion).
        public let submit: PublishRelay<String>
        /// The user neared the end of the results: load the next page if there is one (or retry the
        /// first page after it failed).
        public let loadNextPage: PublishRelay<Void>
        /// The user chose the result at this index: open it.
        public let select: PublishRelay<Int>
        /// The user toggled the favourite mark of the result at this index.
        public let toggleFavorite: PublishRelay<Int>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            query: PublishRelay<String> = .init(),
            submit: PublishRelay<String> = .init(),
            loadNextPage: PublishRelay<Void> = .init(),
            select: PublishRelay<Int> = .init(),
            toggleFavorite: PublishRelay<Int> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.query = query
            self.submit = submit
            self.loadNextPage = loadNextPage
            self.select = select
            self.toggleFavorite = toggleFavorite
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
    private let makeQuery: @Sendable (String) throws(DomainError) -> SearchQuery
    private let firstPage: PageRequest
    private let clock: any Clock<Duration>
    private let debounce: Duration
    private let state = CurrentValueRelay(SearchState.initial)
    private let route = PublishRelay<PhotoRoute>()
    private let alert = PublishRelay<ErrorDisplay>()
    private let pageCalls = PublishRelay<SearchPageCall>()
    private let sessions = SearchSessionCounter()
    private let lifetime = Lifetime()

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
        self.makeQuery = { text throws(DomainError) in try SearchQuery(text, orientation: orientation, color: color) }
        self.firstPage = firstPage
        self.clock = clock
        self.debounce = debounce
    }

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let (viewDidLoad, loadNextPage) = (input.viewDidLoad.values, input.loadNextPage.values)
        let (select, toggleFavorite) = (input.select.values, input.toggleFavorite.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in self?.viewDidLoad() }
        lifetime.observe(loadNextPage) { [weak self] _ in self?.loadNextPageIfPossible() }
        lifetime.observe(select) { [weak self] index in self?.select(index) }
        lifetime.observe(toggleFavorite) { [weak self] index in self?.toggleFavorite(index) }
        lifetime.observe(searchEvents(typed: input.query.values, submitted: input.submit.values)) { [weak self] event in
            self?.apply(event)
        }
        if let favorites {
            lifetime.observe(favorites.changes) { [weak self] _ in
                self?.state.update { $0.results.mark(favorites: favorites.ids) }
            }
        }
        return Output(state: Driver(state), route: Signal(route), alert: Signal(alert))
    }

    /// Typed text, debounced, merged with submitted text; each distinct query starts a session that ends
    /// the one before.
    private func searchEvents(
        typed: AsyncStream<String>,
        submitted: AsyncStream<String>
    ) -> some AsyncSequence<SearchEvent, Never> & Sendable {
        let (sessions, pageCalls, makeQuery, search, firstPage) = (sessions, pageCalls, makeQuery, search, firstPage)
        return typed
            .debounce(for: debounce, clock: clock)
            .merge(with: submitted)
            .map { @Sendable text in SearchQuery.trimmed(text) }
            .distinctUntilChanged()
            .switchMap { text in
                SearchSession(
                    id: sessions.next(),
                    text: text,
                    makeQuery: makeQuery,
                    search: search,
                    firstPage: firstPage,
                    pageCalls: pageCalls.values
                )
                .events
            }
    }

    private func apply(_ event: SearchEvent) {
        // A report from a session a newer query replaced is stale, whatever it says.
        guard event.session == sessions.latest else { return }
        let favoriteIDs = favorites?.ids ?? []
        switch event {
        case .cleared:
            state.update { $0 = SearchState(query: "", results: .initial, suggestions: $0.suggestions) }
        case .started(_, let query):
            state.update { $0.query = query; $0.results = .initial; $0.results.phase = .loadingFirstPage }
        case .loaded(_, let query, let request, let page):
            state.update { $0.query = query.text; $0.results.append(page, from: request, favorites: favoriteIDs) }
            if request == firstPage { record(query) }
        case .failed(_, let query, let error):
            state.update { $0.query = query; $0.results.phase = .failed(ErrorDisplay(error)) }
        }
    }

    private func viewDidLoad() {
        readSuggestions()
        favorites?.loadIfNeeded(reportingTo: alert, in: lifetime)
    }

    private func loadNextPageIfPossible() {
        let current = state.value
        guard !current.query.isEmpty, current.results.canLoadMore,
              let request = current.results.nextRequest(after: firstPage)
        else { return }
        state.update { $0.results.phase = current.results.items.isEmpty ? .loadingFirstPage : .loadingNextPage }
        pageCalls.send(SearchPageCall(session: sessions.latest, request: request))
    }

    private func select(_ index: Int) {
        guard let item = state.value.results.items.item(at: index) else { return }
        route.send(.detail(item.id))
    }

    private func toggleFavorite(_ index: Int) {
        guard let favorites, let item = state.value.results.items.item(at: index) else { return }
        favorites.toggle(item.photo, reportingTo: alert, in: lifetime)
    }

    /// Records a query whose results arrived, then refreshes the suggestions. Best effort: a store that
    /// cannot be written costs the user a suggestion, never their results.
    private func record(_ query: SearchQuery) {
        guard let recents else { return }
        Task { [weak self] in
            try? await recents.record(query)
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
