import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, so "let the view model react" is a
/// deterministic `Task.megaYield()` rather than a sleep.
@MainActor
@Suite("PhotoListViewModel", .serialized, .timeLimit(.minutes(1)))
struct PhotoListViewModelTests {
    @Test("given a source with pages, when the view loads, then page 1 is shown and more are available")
    func viewDidLoadLoadsFirstPage() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page, count: 3) }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }

            #expect(state.items.map(\.id) == ["1-1", "1-2", "1-3"])
            #expect(state.page == 1)
            #expect(state.hasMore)
            #expect(useCase.requests == [try PageRequest(page: 1, perPage: 30)])
        }
    }

    @Test("given pages that report the source's quota, when they load, then the state shows the newest quota")
    func showsRateLimit() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in
                let page = PhotoPage.fixture(page: request.page)
                return PhotoPage(photos: page.photos, page: page.page, hasNextPage: true, rateLimit: RateLimitStatus(remaining: 50 - request.page, limit: 50))
            }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            let first = try await harness.firstState { $0.phase == .loaded }
            harness.input.loadNextPage.send()
            let second = try await harness.firstState { $0.page == 2 }

            #expect(first.rateLimitText == "49 of 50 requests left")
            #expect(second.rateLimitText == "48 of 50 requests left")
        }
    }

    @Test("given a source whose every page repeats the same photos and claims a next page, when page 2 arrives, then the listing ends")
    func repeatingSourceEndsTheListing() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in
                PhotoPage(photos: PhotoPage.fixture(page: 1).photos, page: request.page, hasNextPage: true, rateLimit: nil)
            }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            harness.input.loadNextPage.send()
            let second = try await harness.firstState { $0.page == 2 }
            harness.input.loadNextPage.send()
            await Task.megaYield()

            #expect(!second.hasMore)
            #expect(second.items.count == 3)
            #expect(useCase.requests.map(\.page) == [1, 2])
        }
    }

    @Test("given a loaded list, when viewDidLoad is sent again, then no second request is made")
    func viewDidLoadIsIdempotent() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            harness.input.viewDidLoad.send()
            await Task.megaYield()

            #expect(useCase.requests.count == 1)
        }
    }

    @Test("given a loaded first page, when loadNextPage is sent twice while page 2 loads, then one request for page 2 is made")
    func duplicateLoadGuard() async throws {
        try await withMainSerialExecutor {
            let pageTwo = Gate()
            let (harness, useCase) = try await Harness.loadedFirstPage(holdingPageTwoAt: pageTwo)

            harness.input.loadNextPage.send()
            harness.input.loadNextPage.send()
            await Task.megaYield()
            #expect(harness.output.state.value.phase == .loadingNextPage)
            pageTwo.open()
            let state = try await harness.firstState { $0.page == 2 }
            await Task.megaYield()

            #expect(useCase.requests.map(\.page) == [1, 2])
            #expect(state.items.count == 6)
            #expect(harness.output.state.value.phase == .loaded)
        }
    }

    @Test("given the last page is loaded, when loadNextPage is sent, then nothing is requested")
    func noRequestAfterLastPage() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in
                PhotoPage.fixture(page: request.page, hasNextPage: false)
            }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }
            #expect(!state.hasMore)

            harness.input.loadNextPage.send()
            await Task.megaYield()

            #expect(useCase.requests.map(\.page) == [1])
        }
    }

    @Test("given a source that repeats a photo on page 2, when page 2 loads, then the photo appears once")
    func deduplicatesAcrossPages() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in
                let ids = request.page == 1 ? ["a", "b"] : ["b", "c"]
                return PhotoPage(photos: ids.map { Photo.fixture(id: $0) }, page: request.page, hasNextPage: true)
            }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }

            harness.input.loadNextPage.send()
            let state = try await harness.firstState { $0.page == 2 }

            #expect(state.items.map(\.id) == ["a", "b", "c"])
        }
    }

    @Test("given the source is unreachable, when the view loads, then the state fails with a retryable message")
    func failureIsShown() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { _ throws(DomainError) in throw .connectivity(.cannotConnect) }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.errorMessage != nil }

            #expect(state.phase == .failed(ErrorDisplay(.connectivity(.cannotConnect))))
            #expect(state.errorMessage?.hasPrefix("Cannot connect to the photo service") == true)
            #expect(ErrorDisplay(.connectivity(.cannotConnect)).isRetryable)
            #expect(state.items.isEmpty)
        }
    }

    @Test("given page 2 failed, when loadNextPage is sent again, then page 2 is requested again and shown")
    func retriesFailedPage() async throws {
        try await withMainSerialExecutor {
            let failures = Counter()
            let useCase = FakeFetchPhotosUseCase { request throws(DomainError) in
                if request.page == 2, failures.increment() == 1 { throw .sourceFailed(diagnosticCode: 503) }
                return PhotoPage.fixture(page: request.page)
            }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            harness.input.loadNextPage.send()
            let failed = try await harness.firstState { $0.errorMessage != nil }
            #expect(failed.items.count == 3)

            harness.input.loadNextPage.send()
            let state = try await harness.firstState { $0.page == 2 }

            #expect(useCase.requests.map(\.page) == [1, 2, 2])
            #expect(state.items.count == 6)
        }
    }

    @Test("given a list that starts at page 3, when the view loads, then page 3 is requested with the chosen size")
    func startsAtChosenPage() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }
            let harness = Harness(useCase: useCase, firstPage: try PageRequest(page: 3, perPage: 5))

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }

            #expect(state.page == 3)
            #expect(useCase.requests == [try PageRequest(page: 3, perPage: 5)])
        }
    }

    @Test("given a loaded list, when refreshed, then the rows stay while refreshing and page 1's new rows replace them")
    func refreshReplacesRows() async throws {
        try await withMainSerialExecutor {
            let generation = Counter()
            let refreshGate = Gate()
            let useCase = FakeFetchPhotosUseCase { request in
                let round = generation.increment()
                if round == 3 { await refreshGate.wait() }
                let prefix = round >= 3 ? "new" : "old"
                return PhotoPage(photos: [Photo.fixture(id: "\(prefix)-\(request.page)")], page: request.page, hasNextPage: true)
            }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            harness.input.loadNextPage.send()
            _ = try await harness.firstState { $0.page == 2 }

            harness.input.refresh.send()
            let refreshing = try await harness.firstState { $0.phase == .refreshing }
            refreshGate.open()
            let refreshed = try await harness.firstState { $0.phase == .loaded && $0.items.first?.id == "new-1" }

            #expect(refreshing.items.map(\.id) == ["old-1", "old-2"])
            #expect(refreshed.items.map(\.id) == ["new-1"])
            #expect(refreshed.page == 1)
            #expect(useCase.requests.map(\.page) == [1, 2, 1])
        }
    }

    @Test("given page 2 in flight, when refreshed, then page 2's late answer is ignored and the list shows page 1 alone")
    func refreshSupersedesAPageInFlight() async throws {
        try await withMainSerialExecutor {
            let pageTwo = Gate()
            let (harness, _) = try await Harness.loadedFirstPage(holdingPageTwoAt: pageTwo)
            harness.input.loadNextPage.send()
            _ = try await harness.firstState { $0.phase == .loadingNextPage }

            harness.input.refresh.send()
            _ = try await harness.firstState { $0.phase == .refreshing }
            let refreshed = try await harness.firstState { $0.phase == .loaded && $0.page == 1 && harness.recorder.values.contains { $0.phase == .refreshing } }
            pageTwo.open()
            await Task.megaYield()

            #expect(refreshed.items.map(\.id) == ["1-1", "1-2", "1-3"])
            #expect(harness.output.state.value.items.map(\.id) == ["1-1", "1-2", "1-3"])
            #expect(harness.output.state.value.page == 1)
        }
    }

    @Test("given a loaded list, when the third photo is selected, then a route to its detail is emitted; an id not listed emits nothing")
    func selectRoutes() async throws {
        try await withMainSerialExecutor {
            let harness = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) })
            let routes = Recorder(harness.output.route.values)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }

            harness.input.select.send("9-9")
            harness.input.select.send("1-3")

            #expect(await routes.next(1) == [.detail("1-3")])
            #expect(routes.values == [.detail("1-3")])
        }
    }

    @Test("given shared favourites holding one listed photo, when the list loads and another row is toggled, then both are marked")
    func marksAndTogglesFavourites() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "1-2"))
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let harness = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }, favorites: favorites)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.items.map(\.isFavorite) == [false, true, false] }

            harness.input.toggleFavorite.send("1-1")
            let state = try await harness.firstState { $0.items.map(\.isFavorite) == [true, true, false] }

            #expect(state.items.count == 3)
            #expect(await favorites.published(["1-1", "1-2"]))
            #expect(Set(try await store.favorites().map(\.id)) == ["1-1", "1-2"])
        }
    }

    @Test("given marks pressed on two rows before the store answers either, when it answers, then both are stored and both rows stay marked: the second press does not cancel the first")
    func marksOnTwoRowsAreBothStored() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            let harness = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }, favorites: favorites)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded && $0.items.count == 3 }

            harness.input.toggleFavorite.send("1-1")
            await Task.megaYield()
            harness.input.toggleFavorite.send("1-2")
            await Task.megaYield()
            store.gate.open()

            #expect(await favorites.published(["1-1", "1-2"]))
            let stored = try await store.list().map(\.id)
            let state = try await harness.firstState { $0.items.map(\.isFavorite) == [true, true, false] }

            #expect(Set(stored) == ["1-1", "1-2"])
            #expect(state.items.count == 3)
        }
    }

    @Test("given marks pressed on two rows before the store answers either, when it refuses the first, then an alert says why and the first row alone shows the store's mark again, while the second is stored")
    func aRefusedMarkRevertsItsRowAlone() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), refusing: ["1-1"])
            let (harness, favorites, alerts) = try await Harness.markingTheFirstTwoRows(over: store)
            store.gate.open()
            let alert = await alerts.next(1)

            #expect(alert.map(\.error) == [HeldWrites.refusal])
            #expect(await favorites.published(["1-2"]))
            let settled = try await harness.firstState { $0.items.map(\.isFavorite) == [false, true, false] }
            #expect(settled.items.count == 3)
        }
    }

    @Test("given marks pressed on two rows, when the store refuses the first while it still holds the second, then the first row alone shows the store's mark again: the second stays as pressed until stored")
    func aRefusedMarkLeavesAPendingOneShown() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), holding: [1], holdingLater: [2], refusing: ["1-1"])
            let (harness, favorites, alerts) = try await Harness.markingTheFirstTwoRows(over: store)
            _ = await harness.recorder.next(harness.recorder.values.count)  // only states from here on
            store.gate.open()  // the first is refused; the second waits on
            _ = await alerts.next(1)
            var reverted = await harness.recorder.next(1).first
            while let state = reverted, state.items.first?.isFavorite == true { reverted = await harness.recorder.next(1).first }
            let whileTheSecondIsHeld = reverted?.items.map(\.isFavorite)
            let storedWhileHeld = store.marked
            store.laterGate.open()

            #expect(whileTheSecondIsHeld == [false, true, false])
            #expect(storedWhileHeld.isEmpty)
            #expect(await favorites.published(["1-2"]))
        }
    }

    @Test("given a row marked, when the list is released before the store answers (its screen closed), then the mark is stored all the same")
    func aMarkOutlivesItsList() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            var harness: Harness? = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }, favorites: favorites)
            harness?.input.viewDidLoad.send()
            _ = try await harness?.firstState { $0.phase == .loaded && $0.items.count == 3 }
            harness?.input.toggleFavorite.send("1-3")
            await Task.megaYield()

            harness = nil
            await Task.megaYield()
            store.gate.open()

            #expect(await favorites.published(["1-3"]))
            #expect(store.marked == ["1-3: true"])
        }
    }

    @Test("given shared favourites read by one list, when another process adds one and a second list appears (a new tab), then both lists show it marked")
    func aScreenAppearingReadsTheFavouritesAnew() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }
            let first = Harness(useCase: useCase, favorites: favorites)
            first.input.viewDidLoad.send()
            _ = try await first.firstState { $0.phase == .loaded }

            _ = try await store.add(.fixture(id: "1-3"))  // another process, past the shared state
            let second = Harness(useCase: useCase, favorites: favorites)
            second.input.viewDidLoad.send()

            _ = try await second.firstState { $0.items.map(\.isFavorite) == [false, false, true] }
            _ = try await first.firstState { $0.items.map(\.isFavorite) == [false, false, true] }
        }
    }

    @Test("given a favourites store that cannot be written, when a row is toggled, then an alert says so and the row stays unmarked")
    func toggleFailureAlerts() async throws {
        try await withMainSerialExecutor {
            let failing = InMemoryFavoritesRepository(failure: .storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only"))))
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: failing, photos: FakePhotoRepository()))
            let harness = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }, favorites: favorites)
            let alerts = Recorder(harness.output.alert.values)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            _ = await alerts.next(1)

            harness.input.toggleFavorite.send("1-1")
            let alert = await alerts.next(1)

            #expect(alert.map(\.error) == [.storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))])
            #expect(alert.first?.message.contains("read-only") == true)
            #expect(harness.output.state.value.items.allSatisfy { !$0.isFavorite })
        }
    }

    @Test("given a row the user sees, when a refresh pushes a new photo above it and the user favourites it, then the photo the user saw is favourited")
    func refreshThenFavouriteActsOnTheSeenPhoto() async throws {
        try await withMainSerialExecutor {
            let generation = Counter()
            let useCase = FakeFetchPhotosUseCase { request in
                let ids: [String] = generation.increment() == 1 ? ["seen", "other"] : ["new", "seen", "other"]
                return PhotoPage(photos: ids.map { Photo.fixture(id: $0) }, page: request.page, hasNextPage: false)
            }
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let harness = Harness(useCase: useCase, favorites: favorites)
            harness.input.viewDidLoad.send()
            let seen = try await harness.firstState { $0.phase == .loaded }
            harness.input.refresh.send()
            _ = try await harness.firstState { $0.items.count == 3 }

            harness.input.toggleFavorite.send("seen")  // now the second row
            _ = try await harness.firstState { $0.items.contains(where: \.isFavorite) }

            #expect(seen.items.first?.id == "seen")
            #expect(await favorites.published(["seen"]))
            #expect(try await store.favorites().map(\.id) == ["seen"])
        }
    }

    @Test("given a first page of 20 rows, when the user sees down to row 5, then nothing is requested; down to row 18, then page 2 is requested once")
    func lastVisibleRowDecidesPaging() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page, count: 20) }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }

            harness.input.lastVisibleRow.send("1-5")
            await Task.megaYield()
            let requestsNearTheTop = useCase.requests.count
            harness.input.lastVisibleRow.send("1-18")
            harness.input.lastVisibleRow.send("1-19")
            _ = try await harness.firstState { $0.page == 2 }

            #expect(requestsNearTheTop == 1)
            #expect(useCase.requests.map(\.page) == [1, 2])
        }
    }

    @Test("given page 2 failed, when nothing is sent, then nothing is retried; when the user sees the last row again, then page 2 is retried")
    func onlyTheUserRetriesAFailedPage() async throws {
        try await withMainSerialExecutor {
            let attempts = Counter()
            let useCase = FakeFetchPhotosUseCase { request throws(DomainError) in
                if request.page == 2, attempts.increment() == 1 { throw .sourceFailed(diagnosticCode: 503) }
                return PhotoPage.fixture(page: request.page)
            }
            let harness = Harness(useCase: useCase)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.phase == .loaded }
            harness.input.lastVisibleRow.send("1-3")
            _ = try await harness.firstState { $0.errorMessage != nil }
            await Task.megaYield()
            let requestsAfterTheFailure = useCase.requests.count

            harness.input.lastVisibleRow.send("1-3")
            let retried = try await harness.firstState { $0.page == 2 }

            #expect(requestsAfterTheFailure == 2)
            #expect(retried.items.count == 6)
            #expect(useCase.requests.map(\.page) == [1, 2, 2])
        }
    }

    @Test("given a page from the offline copy, when shown, then the badge says how old it is")
    func offlineBadgeIsRelative() async throws {
        try await withMainSerialExecutor {
            let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page).cached(at: fetchedAt) }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }

            #expect(state.offlineBadge(now: fetchedAt.addingTimeInterval(3 * 3600)) == "offline copy from 3 hours ago")
        }
    }

    @Test("given a page from the offline copy because the source could not answer, when shown, then the badge says how old it is and a note says why", arguments: [
        (SourceOutage.unreachable(.cannotConnect), "source unreachable"), (.unreachable(.timedOut), "source timed out"),
        (.unreachable(.interrupted), "source's answer broke off"),
        (.failed(diagnosticCode: 503), "source failed (HTTP 503)"),
        (.rateLimited(resetsAt: Date(timeIntervalSince1970: 1_800_010_830)), "rate limited until 2027-01-15 11:01 UTC"),
    ])
    func offlineCopySaysWhy(outage: SourceOutage, note: String) async throws {
        try await withMainSerialExecutor {
            let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
            let useCase = FakeFetchPhotosUseCase { request in
                PhotoPage.fixture(page: request.page).with(origin: .offlineCopy(fetchedAt: fetchedAt, outage: outage))
            }
            let harness = Harness(useCase: useCase)

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }

            #expect(state.offlineBadge(now: fetchedAt.addingTimeInterval(3 * 3600)) == "offline copy from 3 hours ago")
            #expect(state.outageNote == note)
        }
    }
}

/// A view model wired to its input relays and a recorder of its state.
@MainActor
private struct Harness {
    let viewModel: PhotoListViewModel
    let input = PhotoListViewModel.Input()
    let output: PhotoListViewModel.Output
    let recorder: Recorder<PhotoListState>

    init(useCase: FakeFetchPhotosUseCase, firstPage: PageRequest = .first, favorites: SharedFavorites? = nil) {
        viewModel = PhotoListViewModel(fetchPhotos: useCase, firstPage: firstPage, favorites: favorites)
        output = viewModel.transform(input: input)
        recorder = Recorder(output.state.values)
    }

    /// The first state matching `predicate`; fails the test if the stream ends without one.
    func firstState(where predicate: @escaping @Sendable (PhotoListState) -> Bool) async throws -> PhotoListState {
        let state = await recorder.first(where: predicate)
        return try #require(state)
    }

    /// A list over `store`'s favourites whose first page has loaded and whose first two rows were pressed
    /// `f` on, both shown marked; with the favourites and the list's alerts.
    static func markingTheFirstTwoRows(over store: HeldWrites) async throws -> (Harness, SharedFavorites, Recorder<ErrorDisplay>) {
        let favorites = SharedFavorites(useCase: store)
        let harness = Harness(useCase: FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page) }, favorites: favorites)
        let alerts = Recorder(harness.output.alert.values)
        harness.input.viewDidLoad.send()
        _ = try await harness.firstState { $0.phase == .loaded && $0.items.count == 3 }
        harness.input.toggleFavorite.send("1-1")
        harness.input.toggleFavorite.send("1-2")
        _ = try await harness.firstState { $0.items.map(\.isFavorite) == [true, true, false] }
        return (harness, favorites, alerts)
    }

    /// A list whose first page has loaded and whose page 2, once asked for, waits until `gate` opens.
    static func loadedFirstPage(holdingPageTwoAt gate: Gate) async throws -> (Harness, FakeFetchPhotosUseCase) {
        let useCase = FakeFetchPhotosUseCase { request in
            if request.page == 2 { await gate.wait() }
            return PhotoPage.fixture(page: request.page)
        }
        let harness = Harness(useCase: useCase)
        harness.input.viewDidLoad.send()
        _ = try await harness.firstState { $0.phase == .loaded }
        return (harness, useCase)
    }
}
