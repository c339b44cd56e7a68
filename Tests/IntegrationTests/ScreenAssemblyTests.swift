import Domain
import DomainTesting
import Foundation
@testable import photolist
import Persistence
import PhotoListTerminal
import PhotoListWeb
import Presentation
import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// The composition root's screens, assembled over fakes: what each view model is built from, which
/// screens share what, and what a run that cannot use the library still offers, without the binary.
@Suite("Screen assembly", .timeLimit(.minutes(1)))
@MainActor
struct ScreenAssemblyTests {
    @Test("given one set of screen factories, when the catalog marks a favourite, then the favourites screen lists it and the library holds it")
    func screensShareOneSetOfFavorites() async throws {
        let fakes = Fakes()
        let screens = fakes.assembly().makeScreenFactories(perPage: 3)
        let catalog = screens.catalog(.latest)
        let catalogInput = PhotoListViewModel.Input()
        let catalogStates = Recorder(catalog.transform(input: catalogInput).state.values)
        catalogInput.viewDidLoad.send()
        let firstPage = await catalogStates.first { $0.items.count == 3 }
        _ = try #require(firstPage)

        catalogInput.toggleFavorite.send("1-2")
        let marked = await catalogStates.first { $0.items.first { $0.id == "1-2" }?.isFavorite == true }
        _ = try #require(marked)
        let favorites = screens.favorites()
        let favoritesInput = FavoritesViewModel.Input()
        let favoritesStates = Recorder(favorites.transform(input: favoritesInput).state.values)
        favoritesInput.viewDidLoad.send()
        // The row shows its mark at once; the favourites screen follows once the library has stored it.
        let stored = await favoritesStates.first { $0.phase == .loaded && !$0.items.isEmpty }
        let listed = try #require(stored)

        #expect(listed.items.map(\.id) == ["1-2"])
        #expect(try await fakes.favorites.favorites().map(\.id) == ["1-2"])
        #expect(screens.notice == nil)
    }

    @Test("given a library that cannot be opened, when the screens are made, then the catalog still lists and the notice says why favourites are off")
    func aLibraryThatCannotOpenTurnsFavoritesOff() async throws {
        let failure = DomainError.storage(StorageFailure(.library, path: "/home/u/library.sqlite", reason: .damaged))
        let screens = Fakes().assembly(library: { .failure(failure) }).makeScreenFactories(perPage: 3)
        let catalog = screens.catalog(.latest)  // held: a view model's outputs end with it
        let input = PhotoListViewModel.Input()
        let states = Recorder(catalog.transform(input: input).state.values)

        input.viewDidLoad.send()

        let loaded = await states.first { $0.phase == .loaded }
        #expect(try #require(loaded).items.count == 3)
        let notice = try #require(screens.notice)
        #expect(notice.hasPrefix("favourites are off: "))
        #expect(notice.contains("/home/u/library.sqlite"))
    }

    @Test(
        "given a library in a folder this user cannot write, when the screens are made over it, then the favourites screen lists what it holds and the notice says they are read-only and why",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyLibraryStillShowsItsFavourites() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-library-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let locations = StorageLocations(environment: ["HOME": home.path])
        let fixture = Photo.fixture(id: "kept")
        _ = try await PhotoLibrary(path: locations.libraryPath).addFavorite(fixture, source: "demo")
        let folder = URL(fileURLWithPath: locations.libraryPath).deletingLastPathComponent().path
        chmod(folder, 0o500)
        defer { chmod(folder, 0o700) }

        let screens = Fakes().assembly(library: { Stores.library(locations, sourceKey: "demo") }).makeScreenFactories(perPage: 3)
        let favorites = screens.favorites()
        let input = FavoritesViewModel.Input()
        let states = Recorder(favorites.transform(input: input).state.values)
        input.viewDidLoad.send()

        let loaded = await states.first { $0.phase == .loaded }
        #expect(try #require(loaded).items.map(\.id) == ["kept"])
        let notice = try #require(screens.notice)
        #expect(notice.hasPrefix("favourites are read-only: "), "\(notice)")
        #expect(notice.hasSuffix("is not writable."), "\(notice)")
    }

    @Test("given a source that cannot search, when the screens are made, then there is no search screen and the reason is passed on")
    func aSourceThatCannotSearchHasNoSearchScreen() {
        let screens = Fakes().assembly(searchUnavailableReason: "this source cannot search").makeScreenFactories(perPage: 3)

        #expect(screens.search == nil)
        #expect(screens.searchUnavailableReason == "this source cannot search")
        #expect(Fakes().assembly().makeScreenFactories(perPage: 3).search != nil)
    }

    @Test("given a command's view models, when they are made, then the library is never opened")
    func commandsThatShowNoScreenNeverOpenTheLibrary() {
        let fakes = Fakes()
        let assembly = fakes.assembly()

        _ = assembly.makePhotoListViewModel(firstPage: .first)
        _ = assembly.makePhotoDetailViewModel(id: "1-1")
        _ = assembly.makeDownloadUseCase()
        _ = assembly.makeLoadPhotoImageUseCase()

        #expect(fakes.libraryOpenings.withLock { $0 } == 0)
        _ = assembly.makeScreenFactories(perPage: 3)
        #expect(fakes.libraryOpenings.withLock { $0 } == 1)
    }

    @Test("given a favourite the offline copy lacks, when the screens' detail opens it, then the favourite's kept copy is shown; a detail made without the favourites says it is not cached")
    func screensShowAFavouriteTheCopyLacks() async throws {
        let fakes = Fakes(detail: { _ throws(DomainError) in throw .notCached })
        _ = try await fakes.favorites.add(.fixture(id: "kept", description: "kept with the favourite"))
        let assembly = fakes.assembly()
        let screens = assembly.makeScreenFactories(perPage: 3)

        let shown = await Self.settledState(of: screens.detail("kept"))
        let command = await Self.settledState(of: assembly.makePhotoDetailViewModel(id: "kept"))

        guard case .loaded(let display) = shown else { Issue.record("not loaded: \(String(describing: shown))"); return }
        #expect(display.detail.photo.description == "kept with the favourite")
        #expect(display.detail.origin == .favorite(outage: nil))
        guard case .failed(let failure) = command else { Issue.record("not failed: \(String(describing: command))"); return }
        #expect(failure.error == .notCached)
    }

    /// The first settled state of `viewModel` after its view appears.
    private static func settledState(of viewModel: PhotoDetailViewModel) async -> PhotoDetailState? {
        let input = PhotoDetailViewModel.Input()
        let states = Recorder(viewModel.transform(input: input).state.values)
        input.viewDidLoad.send()
        return await states.first(where: \.isSettled)
    }

    @Test("given a catalog in another order, when it loads, then it reads that order's repository; the web view lists in the source's first order")
    func eachOrderReadsItsOwnRepository() async throws {
        let fakes = Fakes()
        let assembly = fakes.assembly(orders: [.popular, .latest])
        let catalog = assembly.makeScreenFactories(perPage: 3).catalog(.oldest)
        let input = PhotoListViewModel.Input()
        let states = Recorder(catalog.transform(input: input).state.values)
        input.viewDidLoad.send()
        let loaded = await states.first { $0.phase == .loaded }
        _ = try #require(loaded)
        let web = assembly.makeWebScreens(perPage: 3).factories
        let webCatalog = web.catalog(web.startingOrder)  // what a web session opens first
        let webInput = PhotoListViewModel.Input()
        let webStates = Recorder(webCatalog.transform(input: webInput).state.values)
        webInput.viewDidLoad.send()
        let webLoaded = await webStates.first { $0.phase == .loaded }
        _ = try #require(webLoaded)

        #expect(fakes.ordersAsked.withLock { $0 } == [.oldest, .popular])
    }

    @Test("given a feed opened from the shared screens, when it loads, then it lists that feed's photos with favourite marks; with --no-sponsored the advertisement is left out")
    func feedsListThroughTheCatalogCore() async throws {
        let fakes = Fakes()
        let plain = fakes.assembly().makeScreenFactories(perPage: 3).feed(.topic("-film"))
        let hiding = fakes.assembly(hidesSponsored: true).makeScreenFactories(perPage: 3).feed(.topic("-film"))

        let shown = try await Self.firstPage(of: plain)
        let filtered = try await Self.firstPage(of: hiding)

        #expect(shown.items.map(\.id.rawValue) == ["-film-1", "-film-ad"])
        #expect(filtered.items.map(\.id.rawValue) == ["-film-1"])
        #expect(fakes.feeds.calls == ["topic:-film/1", "topic:-film/1"])
    }

    @Test("given the topics and a random pick, when made for a command, then they read the source's topics and pick the count asked; a count out of range is refused")
    func topicsAndRandom() async throws {
        let fakes = Fakes()
        let assembly = fakes.assembly()
        let topics = assembly.makeTopicsViewModel()
        let input = TopicsViewModel.Input()
        let states = Recorder(topics.transform(input: input).state.values)
        input.viewDidLoad.send()

        let loaded = await states.first { $0.phase == .loaded }
        let listed = try #require(loaded)
        let random = try await Self.firstPage(of: try assembly.makeRandomViewModel(count: 4))

        #expect(listed.items.map(\.slug) == ["-film"])
        #expect(random.items.count == 4 && !random.hasMore)
        #expect(throws: DomainError.self) { try assembly.makeRandomViewModel(count: 31) }
    }

    @Test("given the screens, the topics and the collections of one assembly, when a quota is reported, then the catalog, the topics and the collections all show it")
    func everyListSharesTheRunsQuota() async throws {
        let assembly = Fakes().assembly()
        let catalog = assembly.makeScreenFactories(perPage: 3).catalog(.latest)
        let (topics, collections) = (assembly.makeTopicsViewModel(), assembly.makeCollectionsViewModel())
        let catalogStates = Recorder(catalog.transform(input: PhotoListViewModel.Input()).state.values)
        let topicStates = Recorder(topics.transform(input: TopicsViewModel.Input()).state.values)
        let collectionStates = Recorder(collections.transform(input: CollectionsViewModel.Input()).state.values)
        let reported = RateLimitStatus(remaining: 41, limit: 50)

        assembly.quota.report(reported)

        #expect(await catalogStates.first { $0.rateLimit == reported } != nil)
        #expect(await topicStates.first { $0.rateLimit == reported } != nil)
        #expect(await collectionStates.first { $0.rateLimit == reported } != nil)
    }

    /// The first page `viewModel` loads.
    private static func firstPage(of viewModel: PhotoListViewModel) async throws -> PhotoListState {
        let input = PhotoListViewModel.Input()
        let states = Recorder(viewModel.transform(input: input).state.values)
        input.viewDidLoad.send()
        let loaded = await states.first { $0.phase == .loaded }
        return try #require(loaded)
    }

    @Test("given download --force, when its use case is made, then the downloader is told to replace an existing file, and only then")
    func forceReachesTheDownloader() {
        let fakes = Fakes()
        let assembly = fakes.assembly()

        _ = assembly.makeDownloadUseCase(replacingExisting: true)
        _ = assembly.makeDownloadUseCase()

        #expect(fakes.replacing.withLock { $0 } == [true, false])
    }
}

/// The ports a ``ScreenAssembly`` is built from, as fakes that record how they were used.
private final class Fakes: Sendable {
    let favorites = InMemoryFavoritesRepository()
    let recents = InMemoryRecentSearchesRepository()
    let libraryOpenings = Mutex(0)
    /// The order of every page fetched.
    let ordersAsked = Mutex<[PhotoOrder]>([])
    let replacing = Mutex<[Bool]>([])
    /// How the source answers for one photo.
    let detail: FakePhotoRepository.DetailHandler

    /// Fakes whose source answers for a photo with `detail` (a detail made from its id, by default).
    init(detail: @escaping FakePhotoRepository.DetailHandler = { id in .fixture(id: id.rawValue) }) {
        self.detail = detail
    }

    /// The feeds every assembly reads; its first page of any feed holds one sponsored photo.
    let feeds = FakePhotoFeedRepository(feed: { feed, request in
        PhotoPage(photos: [.fixture(id: "\(feed.key)-1"), .fixture(id: "\(feed.key)-ad", sponsor: "Surface")], page: request.page, hasNextPage: false)
    })

    func assembly(
        hidesSponsored: Bool = false,
        orders: [PhotoOrder] = PhotoOrder.allCases,
        searchUnavailableReason: String? = nil,
        library: (@Sendable () -> Result<Stores.Library, DomainError>)? = nil
    ) -> ScreenAssembly {
        let stores = Stores.Library(favorites: favorites, recents: recents)
        return ScreenAssembly(
            repositoryForOrder: { [self, detail] order in
                FakePhotoRepository(
                    handler: { request in
                        self.ordersAsked.withLock { $0.append(order) }
                        return .fixture(page: request.page)
                    },
                    detail: detail
                )
            },
            order: .latest,
            orders: orders,
            sourceName: nil,
            searchUnavailableReason: searchUnavailableReason,
            library: { [self] in
                libraryOpenings.withLock { $0 += 1 }
                return library?() ?? .success(stores)
            },
            pictures: FakePictures(),
            decoder: FakeDecoder(),
            downloader: { [self] replacingExisting in
                replacing.withLock { $0.append(replacingExisting) }
                return FakePhotoDownloader()
            },
            downloadsFolder: URL(fileURLWithPath: "/nonexistent/downloads", isDirectory: true),
            browsing: SourceBrowsing(topics: FakeTopicsRepository(topics: [.fixture(slug: "-film")]), collections: FakeCollectionsRepository(), feeds: feeds),
            hidesSponsored: hidesSponsored
        )
    }
}

/// Pictures that are never there (no test here draws one).
private struct FakePictures: PhotoImageRepository {
    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data { throw .notFound }
}

/// A decoder no test here reaches.
private struct FakeDecoder: ImageDecoder {
    func decode(_ data: Data, atLeast size: PixelSize) throws(DomainError) -> PhotoImage { throw .invalidResponse("not a picture") }
}
