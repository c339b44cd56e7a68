import Clocks
import ConcurrencyExtras
import Domain
import DomainTesting
import Presentation
import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Time is virtual: the debounce waits on a `TestClock` the tests advance by hand, and every task runs
/// serially on the main actor, so "no search yet" is a deterministic observation, not a race.
@MainActor
@Suite("SearchViewModel", .serialized, .timeLimit(.minutes(1)))
struct SearchViewModelTests {
    @Test("given text typed in quick edits, when 299 ms pass after the last, then nothing is searched; at 300 ms only the last text is")
    func debouncesTyping() async throws {
        try await withMainSerialExecutor {
            let harness = SearchHarness()

            for text in ["c", "ca", "cat"] {
                harness.input.query.send(text)
                await Task.megaYield()
                await harness.clock.advance(by: .milliseconds(100))
            }
            await harness.clock.advance(by: .milliseconds(199))
            await Task.megaYield()
            #expect(harness.search.searches.isEmpty)

            await harness.clock.advance(by: .milliseconds(1))
            let state = try await harness.firstState { $0.results.phase == .loaded }

            #expect(harness.search.searches.map(\.text) == ["cat"])
            #expect(state.query == "cat")
            #expect(state.results.items.map(\.id) == ["cat-1-1", "cat-1-2"])
        }
    }

    @Test("given a slow search for one query, when a newer query settles, then the older request is cancelled and its results never appear")
    func newerQueryCancelsTheOlder() async throws {
        try await withMainSerialExecutor {
            let (catGate, catReturned) = (Gate(), Gate())
            let cancelledQueries = Mutex<[String]>([])
            let harness = SearchHarness { query, request in
                if query.text == "cat" {
                    await catGate.wait()
                    if Task.isCancelled { cancelledQueries.withLock { $0.append(query.text) } }
                    catReturned.open()
                }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("cat")
            _ = try await harness.firstState { $0.query == "cat" && $0.results.phase == .loadingFirstPage }

            try await harness.type("dog")
            let dog = try await harness.firstState { $0.query == "dog" && $0.results.phase == .loaded }
            catGate.open()
            // The search runs off the main actor: yielding here does not promise it has returned.
            await catReturned.wait()
            await Task.megaYield()

            #expect(dog.results.items.map(\.id) == ["dog-1-1", "dog-1-2"])
            #expect(cancelledQueries.withLock { $0 } == ["cat"])
            #expect(!harness.recorder.values.contains { $0.results.items.contains { $0.id.rawValue.hasPrefix("cat") } })
            #expect(harness.output.state.value.query == "dog")
        }
    }

    @Test("given results for a query, when the filters change, then the query is searched again with them, and the state and a blank field keep them")
    func filtersRerunTheQuery() async throws {
        try await withMainSerialExecutor {
            let asked = Mutex<[SearchQuery]>([])
            let harness = SearchHarness { query, request in
                asked.withLock { $0.append(query) }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("sea")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            let filters = SearchFilters(orientation: .portrait, color: .blue)
            harness.input.filters.send(filters)
            let filtered = try await harness.firstState { $0.filters == filters && $0.results.phase == .loaded && !$0.isStale }
            harness.input.filters.send(filters)
            try await harness.type("")
            await Task.megaYield()
            let blank = harness.output.state.value

            #expect(asked.withLock { $0 } == [try SearchQuery("sea"), try SearchQuery("sea", orientation: .portrait, color: .blue)])
            #expect(filtered.query == "sea")
            #expect(blank.query.isEmpty && blank.filters == filters)
        }
    }

    @Test("given results on screen, when the field becomes blank, then the results clear and the recent queries are offered")
    func blankTextClears() async throws {
        try await withMainSerialExecutor {
            let recents = InMemoryRecentSearchesRepository()
            try await recents.record(SearchQuery("forest"))
            let harness = SearchHarness(recents: recents)
            harness.input.viewDidLoad.send()
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }
            harness.input.submit.send("lake")

            try await harness.type("   ")
            let cleared = try await harness.firstState { $0.showsSuggestions && $0.results.items.isEmpty && $0.suggestions.count == 2 }

            #expect(cleared.results.phase == .idle)
            #expect(cleared.suggestions == ["lake", "forest"])
            #expect(harness.search.searches.map(\.text) == ["lake"])
        }
    }

    @Test("given a first page of results, when the user sees its last row twice while page 2 is on its way, then page 2 of the same query is requested once and appended")
    func pagesThroughResults() async throws {
        try await withMainSerialExecutor {
            let pageTwo = Gate()
            let harness = SearchHarness { query, request in
                if request.page == 2 { await pageTwo.wait() }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            harness.input.lastVisibleRow.send("lake-1-2")
            _ = try await harness.firstState { $0.results.phase == .loadingNextPage }
            harness.input.lastVisibleRow.send("lake-1-2")
            await Task.megaYield()
            pageTwo.open()
            let state = try await harness.firstState { $0.results.page == 2 }
            await Task.megaYield()

            #expect(harness.search.searches.map { "\($0.text)#\($0.page)" } == ["lake#1", "lake#2"])
            #expect(state.results.items.map(\.id) == ["lake-1-1", "lake-1-2", "lake-2-1", "lake-2-2"])
        }
    }

    @Test("given a typed search whose first page arrived, when the user submits it, then it leads the suggestions; a failed search is not recorded")
    func recordsFoundQueries() async throws {
        try await withMainSerialExecutor {
            let recents = InMemoryRecentSearchesRepository()
            let harness = SearchHarness(recents: recents) { query, request throws(DomainError) in
                if query.text == "broken" { throw .sourceFailed(diagnosticCode: 503) }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("broken")
            _ = try await harness.firstState { $0.results.errorMessage != nil }
            harness.input.submit.send("broken")
            _ = try await harness.firstState { $0.results.errorMessage != nil && $0.results.phase != .loadingFirstPage }
            try await harness.type("lake")
            _ = try await harness.firstState { $0.query == "lake" && $0.results.phase == .loaded }
            harness.input.submit.send("lake")

            let state = try await harness.firstState { $0.suggestions == ["lake"] }

            #expect(try await recents.recentQueries() == ["lake"])
            #expect(state.results.items.count == 2)
        }
    }

    @Test("given text submitted with the return key, when no time passes, then it is searched at once and not again when the debounce fires")
    func submitSearchesAtOnce() async throws {
        try await withMainSerialExecutor {
            let harness = SearchHarness()

            harness.input.query.send("lake")
            harness.input.submit.send("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }
            #expect(harness.search.searches.map(\.text) == ["lake"])

            await harness.clock.advance(by: .milliseconds(300))
            await Task.megaYield()
            #expect(harness.search.searches.map(\.text) == ["lake"])
        }
    }

    @Test("given a query over 100 characters, when it settles, then the screen says why without searching, and scrolling does not retry it")
    func refusesAnOverlongQuery() async throws {
        try await withMainSerialExecutor {
            let harness = SearchHarness()

            try await harness.type(String(repeating: "a", count: 101))
            let state = try await harness.firstState { $0.results.errorMessage != nil }
            harness.input.lastVisibleRow.send("a-1-1")
            await Task.megaYield()

            #expect(state.results.errorMessage?.contains("longer than 100 characters") == true)
            #expect(harness.search.searches.isEmpty)
            #expect(harness.output.state.value.results.phase == state.results.phase)
        }
    }

    @Test("given a failed first page, when the user presses r (refresh), then the first page is asked for again and shown")
    func retriesAFailedFirstPage() async throws {
        try await withMainSerialExecutor {
            let attempts = Counter()
            let harness = SearchHarness { query, request throws(DomainError) in
                if attempts.increment() == 1 { throw .connectivity(.timedOut) }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.errorMessage != nil }

            harness.input.refresh.send()
            let state = try await harness.firstState { $0.results.phase == .loaded }

            #expect(harness.search.searches.map(\.page) == [1, 1])
            #expect(state.results.items.count == 2)
        }
    }

    @Test("given results, when the second is selected, then a route to its detail is emitted; an id not shown emits nothing")
    func selectRoutes() async throws {
        try await withMainSerialExecutor {
            let harness = SearchHarness()
            let routes = Recorder(harness.output.route.values)
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            harness.input.select.send("dog-1-1")
            harness.input.select.send("lake-1-2")

            #expect(await routes.next(1) == [.detail("lake-1-2")])
            #expect(routes.values == [.detail("lake-1-2")])
        }
    }

    @Test("given shared favourites, when a result is toggled, then it is marked as a favourite and stored")
    func togglesFavourite() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let harness = SearchHarness(favorites: favorites)
            harness.input.viewDidLoad.send()
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            harness.input.toggleFavorite.send("lake-1-1")
            let state = try await harness.firstState { $0.results.items.first?.isFavorite == true }

            #expect(state.results.items.map(\.isFavorite) == [true, false])
            #expect(await favorites.published(["lake-1-1"]))
            #expect(try await store.favorites().map(\.id) == ["lake-1-1"])
        }
    }

    @Test("given a query typed with pauses, when each pause settles, then one first-page request is made per pause, no page 2, and nothing is recorded; Enter then records the whole query once")
    func typingSpendsOneRequestPerPauseAndEnterRecords() async throws {
        try await withMainSerialExecutor {
            let recents = InMemoryRecentSearchesRepository()
            let harness = SearchHarness(recents: recents)
            for text in ["mountain", "mountain lake", "mountain lake at", "mountain lake at dawn"] {
                try await harness.type(text)
                _ = try await harness.firstState { $0.query == text && $0.results.phase == .loaded }
            }
            let recordedWhileTyping = try await recents.recentQueries()

            harness.input.submit.send("mountain lake at dawn")
            harness.input.submit.send("mountain lake at dawn")
            _ = try await harness.firstState { $0.suggestions == ["mountain lake at dawn"] }

            #expect(recordedWhileTyping.isEmpty)
            #expect(harness.search.searches.map { "\($0.text)#\($0.page)" } == ["mountain#1", "mountain lake#1", "mountain lake at#1", "mountain lake at dawn#1"])
            #expect(try await recents.recentQueries() == ["mountain lake at dawn"])
        }
    }

    @Test("given a submitted query that finds nothing, when its empty first page arrives, then it is not recorded")
    func anEmptyResultIsNotRecorded() async throws {
        try await withMainSerialExecutor {
            let recents = InMemoryRecentSearchesRepository()
            let harness = SearchHarness(recents: recents) { query, request in
                query.text == "nothing" ? PhotoPage(photos: [], page: request.page, hasNextPage: false) : .results(for: query.text, page: request.page)
            }
            harness.input.submit.send("nothing")
            _ = try await harness.firstState { $0.query == "nothing" && $0.results.phase == .loaded }
            harness.input.submit.send("lake")
            _ = try await harness.firstState { $0.suggestions == ["lake"] }

            #expect(try await recents.recentQueries() == ["lake"])
        }
    }

    @Test("given results of a typed query, when two of them are opened, then the query is recorded once")
    func openingAResultCommitsTheQuery() async throws {
        try await withMainSerialExecutor {
            let recents = InMemoryRecentSearchesRepository()
            let harness = SearchHarness(recents: recents)
            let routes = Recorder(harness.output.route.values)
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            harness.input.select.send("lake-1-1")
            harness.input.select.send("lake-1-2")
            _ = await routes.next(2)
            _ = try await harness.firstState { $0.suggestions == ["lake"] }
            await Task.megaYield()

            #expect(try await recents.recentQueries() == ["lake"])
            #expect(recents.recordCalls == 1)
        }
    }

    @Test("given results for a query, when refresh is sent twice, then the same query is searched again each time")
    func refreshAlwaysReruns() async throws {
        try await withMainSerialExecutor {
            let harness = SearchHarness()
            try await harness.type("lake")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            harness.input.refresh.send()
            await Task.megaYield()
            harness.input.refresh.send()
            await Task.megaYield()
            _ = try await harness.firstState { _ in harness.search.searches.count == 3 }

            #expect(harness.search.searches.map { "\($0.text)#\($0.page)" } == ["lake#1", "lake#1", "lake#1"])
            #expect(harness.output.state.value.results.items.map(\.id) == ["lake-1-1", "lake-1-2"])
        }
    }

    @Test("given results on screen, when a new query is searching, then the old results stay, marked stale and without a total, until its first page replaces them with the total it reports")
    func oldResultsStayStaleUntilTheNewPage() async throws {
        try await withMainSerialExecutor {
            let dogGate = Gate()
            let harness = SearchHarness { query, request in
                if query.text == "dog" { await dogGate.wait() }
                return .results(for: query.text, page: request.page)
            }
            try await harness.type("cat")
            _ = try await harness.firstState { $0.results.phase == .loaded }

            try await harness.type("dog")
            let searching = try await harness.firstState { $0.query == "dog" }
            dogGate.open()
            let found = try await harness.firstState { $0.query == "dog" && $0.results.phase == .loaded }

            #expect(searching.isStale)
            #expect(searching.results.items.map(\.id) == ["cat-1-1", "cat-1-2"])
            #expect(searching.results.total == nil)
            #expect(!found.isStale)
            #expect(found.results.total == 42)
            #expect(found.results.items.map(\.id) == ["dog-1-1", "dog-1-2"])
        }
    }

    @Test("given a result the user sees, when a refresh pushes a new photo above it and the user favourites it, then the photo the user saw is favourited")
    func refreshThenFavouriteActsOnTheSeenResult() async throws {
        try await withMainSerialExecutor {
            let generation = Counter()
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let harness = SearchHarness(favorites: favorites) { _, request in
                let ids = generation.increment() == 1 ? ["seen", "other"] : ["new", "seen", "other"]
                return PhotoPage(photos: ids.map { Photo.fixture(id: $0) }, page: request.page, hasNextPage: false)
            }
            try await harness.type("lake")
            let seen = try await harness.firstState { $0.results.phase == .loaded }
            harness.input.refresh.send()
            _ = try await harness.firstState { $0.results.items.count == 3 }

            harness.input.toggleFavorite.send("seen")  // now the second row
            _ = try await harness.firstState { $0.results.items.contains(where: \.isFavorite) }

            #expect(seen.results.items.first?.id == "seen")
            #expect(await favorites.published(["seen"]))
            #expect(try await store.favorites().map(\.id) == ["seen"])
        }
    }
}

extension PhotoPage {
    /// Two photos named "<text>-<page>-<n>", with more pages after, of 42 in all.
    fileprivate static func results(for text: String, page: Int) -> PhotoPage {
        PhotoPage(photos: (1...2).map { Photo.fixture(id: "\(text)-\(page)-\($0)") }, page: page, hasNextPage: true, total: 42)
    }
}

/// A search view model on a test clock, wired to its input relays and a recorder of its state.
@MainActor
private struct SearchHarness {
    let clock = TestClock()
    let search: FakeSearchPhotosUseCase
    let input = SearchViewModel.Input()
    let viewModel: SearchViewModel
    let output: SearchViewModel.Output
    let recorder: Recorder<SearchState>

    init(
        recents: InMemoryRecentSearchesRepository? = nil,
        favorites: SharedFavorites? = nil,
        handler: @escaping FakePhotoRepository.SearchHandler = { query, request in .results(for: query.text, page: request.page) }
    ) {
        search = FakeSearchPhotosUseCase(handler: handler)
        viewModel = SearchViewModel(
            search: search,
            recents: recents.map { DefaultRecentSearchesUseCase(repository: $0) },
            favorites: favorites,
            clock: clock
        )
        output = viewModel.transform(input: input)
        recorder = Recorder(output.state.values)
    }

    /// Types `text` and lets the debounce settle.
    func type(_ text: String) async throws {
        input.query.send(text)
        await Task.megaYield()
        await clock.advance(by: SearchViewModel.defaultDebounce)
    }

    /// The first state matching `predicate`; fails the test if the stream ends without one.
    func firstState(where predicate: @escaping @Sendable (SearchState) -> Bool) async throws -> SearchState {
        let state = await recorder.first(where: predicate)
        return try #require(state)
    }
}
