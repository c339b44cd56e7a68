import DemoServer
import Domain
import Foundation
import Imaging
import Logging
import CurlNetworking
import Networking
import Persistence
import PhotoData
import PhotoListTerminal
import PhotoListWeb
import Presentation

/// The composition root: the one place where concrete Data types are constructed and handed to
/// Presentation as Domain ports. Everything the app runs is wired here.
struct CompositionRoot: Sendable {
    /// The repository behind every use case: the source behind the offline-first cache.
    let repository: any PhotoRepository
    /// The same repository for another listing order (the browser changes order while it runs); each order
    /// has its own list in the cache.
    let repositoryForOrder: @Sendable (PhotoOrder) -> any PhotoRepository
    /// The listing orders the source offers (picsum has one).
    let orders: [PhotoOrder]
    /// The name attributions credit ("Unsplash"), or `nil` for sources that ask for none.
    let sourceName: String?
    /// The source as the cache and the library key it (`demo`, `unsplash`, `demo@http://…`).
    let sourceKey: String
    /// Where the cache and the library live.
    let locations: StorageLocations
    /// Why the source cannot search, or `nil` when it can.
    let searchUnavailableReason: String?
    /// The embedded demo server, when this run started one.
    private let demoServer: DemoServer?
    /// Whether this run started the embedded demo server, whose links work only while the run lasts.
    var runsEmbeddedDemoServer: Bool { demoServer != nil }
    /// Where the source's API answers (the embedded demo server's address for the demo): the base of the
    /// routes features added with Scripts/new-feature read.
    let sourceBaseURL: URL
    /// The HTTP client every API request goes through (timeouts, retries and logging as configured).
    let apiClient: any HTTPClient
    /// Streams photo files: `--timeout` bounds the wait to connect and any stall, not the whole file.
    private let downloadClient: CurlHTTPClient
    /// Fetches pictures to show: sized by the source, kept on disk (read only from disk when offline).
    private let imageRepository: any PhotoImageRepository

    /// Resolves the source (see ``SourcePlan``), starts the embedded demo server when the plan says so,
    /// and opens the cache. A cache photolist cannot use is moved aside with one warning line; a cache that
    /// cannot be opened at all is skipped with a warning, unless the plan requires it.
    /// - Throws: ``CommandFailure`` for a source that cannot be used (a missing key, an unusable cache offline).
    static func start(
        source: SourceOption,
        accessKey: String? = nil,
        baseURL: URL?,
        order: PhotoOrder = .latest,
        offline: Bool = false,
        syncing: Bool = false,
        timeout: Duration = GlobalOptions.duration(seconds: GlobalOptions.defaultTimeoutSeconds),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> CompositionRoot {
        let locations = StorageLocations(environment: environment)
        let plan = try SourcePlan.resolve(
            source: source, accessKey: accessKey, baseURL: baseURL, order: order, offline: offline, syncing: syncing,
            settingsPath: locations.settingsPath
        )
        let client = HTTPClients.api(timeout: timeout, environment: environment)
        var demoServer: DemoServer?
        let remote: @Sendable (PhotoOrder) -> any PhotoRepository
        let sourceBaseURL: URL
        // Where this source's pictures may come from: a picture's address is the source's to choose, so
        // nothing else on this machine or behind it is fetched for it (see PictureHostPolicy).
        let pictureHosts: PictureHostPolicy
        switch plan.remote {
        case .embeddedDemo:
            let server = try await EmbeddedDemoServer.start(environment: environment)
            demoServer = server
            let api = UnsplashAPI(baseURL: server.baseURL)
            remote = { order in UnsplashPhotoRepository(api: api, client: client, order: order) }
            sourceBaseURL = server.baseURL
            pictureHosts = PictureHostPolicy(allowing: [server.baseURL])
        case .unsplashDialect(let api):
            remote = { order in UnsplashPhotoRepository(api: api, client: client, order: order) }
            sourceBaseURL = api.baseURL
            pictureHosts = .unsplashDialect(apiBaseURL: api.baseURL)
        case .picsum(let baseURL):
            remote = { _ in PicsumPhotoRepository(baseURL: baseURL, client: client) }
            sourceBaseURL = baseURL
            pictureHosts = .picsum(apiBaseURL: baseURL)
        }
        let repositoryForOrder: @Sendable (PhotoOrder) -> any PhotoRepository
        if let cache = try openCache(at: locations.cachePath, required: plan.cacheUse.requiresCache) {
            let mode: CachedPhotoRepository.Mode = switch plan.cacheUse {
            case .networkFirst: .networkFirst
            case .offline: .offline
            case .storingEachPage: .storingEachPage
            }
            let source = plan.sourceKey
            repositoryForOrder = { order in
                CachedPhotoRepository(remote: remote(order), cache: cache, source: source, listKey: "photos/\(order.rawValue)", mode: mode)
            }
        } else {
            repositoryForOrder = remote
        }
        let orders: [PhotoOrder] = if case .picsum = plan.remote { [.latest] } else { PhotoOrder.allCases }
        let imageSource: any PhotoImageRepository = if plan.cacheUse == .offline {
            OfflineImageSource()
        } else {
            HTTPPhotoImageRepository(client: HTTPClients.images(timeout: timeout), sizing: plan.remote.imageSizing, hosts: pictureHosts)
        }
        return CompositionRoot(
            repository: repositoryForOrder(order),
            repositoryForOrder: repositoryForOrder,
            orders: orders,
            sourceName: plan.sourceName,
            sourceKey: plan.sourceKey,
            locations: locations,
            searchUnavailableReason: plan.searchUnavailableReason,
            demoServer: demoServer,
            sourceBaseURL: sourceBaseURL,
            apiClient: client,
            downloadClient: HTTPClients.downloads(timeout: timeout),
            imageRepository: DiskCachedPhotoImageRepository(
                wrapping: imageSource,
                cache: pictureCache(locations),
                namespace: plan.sourceKey
            )
        )
    }

    /// Resolves the source the global options name.
    static func start(_ options: GlobalOptions, order: PhotoOrder = .latest, syncing: Bool = false) async throws -> CompositionRoot {
        let settings = try options.sourceSettings()
        return try await start(
            source: settings.source,
            accessKey: settings.accessKey,
            baseURL: options.parsedBaseURL,
            order: order,
            offline: options.offline,
            syncing: syncing,
            timeout: options.timeoutDuration
        )
    }

    /// Resolves the source, runs `body`, and stops what was started whether `body` succeeds or throws.
    static func with<Value>(
        _ options: GlobalOptions,
        order: PhotoOrder = .latest,
        syncing: Bool = false,
        _ body: (CompositionRoot) async throws -> Value
    ) async throws -> Value {
        let root = try await start(options, order: order, syncing: syncing)
        do {
            let value = try await body(root)
            await root.shutdown()
            return value
        } catch let failure as CommandFailure where root.demoServer != nil && failure.status == .unavailable {
            // The embedded server is part of this process: when it cannot accept or answer, the fault is
            // PhotoList's own, not a photo service's or the network's.
            await root.shutdown()
            throw CommandFailure(message: "the built-in demo server failed: \(failure.message.asClause)", status: .unavailable)
        } catch {
            await root.shutdown()
            throw error
        }
    }

    // MARK: View models and use cases

    /// A list view model over this root's repository, starting at `firstPage`.
    @MainActor
    func makePhotoListViewModel(firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: firstPage)
    }

    /// A list view model over one query's search results, starting at `firstPage`.
    @MainActor
    func makeSearchResultsViewModel(query: SearchQuery, firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: DefaultSearchPhotosUseCase(repository: repository).listing(for: query), firstPage: firstPage)
    }

    /// Fetches pages into the offline cache: the repository of a root started with `syncing` stores each
    /// page it fetches and says whether it did.
    func makeSyncPhotosUseCase() -> any SyncPhotosUseCase {
        DefaultSyncPhotosUseCase(repository: repository)
    }

    /// A detail view model for photo `id`; with `favorites`, it shows and toggles the favourite mark.
    @MainActor
    func makePhotoDetailViewModel(id: PhotoID, favorites: SharedFavorites? = nil) -> PhotoDetailViewModel {
        PhotoDetailViewModel(id: id, fetchDetail: DefaultFetchPhotoDetailUseCase(repository: repository), sourceName: sourceName, favorites: favorites)
    }

    /// Registers downloads with the source and saves files atomically; an existing file is replaced only
    /// with `replacingExisting` (`download --force`).
    func makeDownloadUseCase(replacingExisting: Bool = false) -> any DownloadPhotoUseCase {
        DefaultDownloadPhotoUseCase(
            repository: repository,
            downloader: HTTPPhotoDownloader(client: downloadClient, replacingExisting: replacingExisting)
        )
    }

    /// Fetches one photo's detail from this root's repository.
    func makeFetchPhotoDetailUseCase() -> any FetchPhotoDetailUseCase {
        DefaultFetchPhotoDetailUseCase(repository: repository)
    }

    /// A view model that downloads photos picked from a list.
    @MainActor
    func makePhotoDownloadViewModel(size: PhotoSize = .full, destination: PhotoDownloadViewModel.Destination? = nil) -> PhotoDownloadViewModel {
        PhotoDownloadViewModel(download: makeDownloadUseCase(), size: size, destination: destination ?? .folder(locations.downloadsFolder))
    }

    /// The favourites of this root's source.
    func makeFavoritesUseCase() throws -> any FavoritesUseCase {
        DefaultFavoritesUseCase(favorites: withCurrentLinks(try Self.makeFavoritesRepository(locations, sourceKey: sourceKey)), photos: repository)
    }

    /// `favorites` with their links on this run's embedded demo server, when it started one (see
    /// ``RebasedDemoFavoritesRepository`` for why the composition root does this).
    private func withCurrentLinks(_ favorites: any FavoritesRepository) -> any FavoritesRepository {
        demoServer.map { RebasedDemoFavoritesRepository(stored: favorites, origin: $0.baseURL) } ?? favorites
    }

    /// The favourites of the chosen source read from the library alone: no source, key or server is
    /// started (listing and removing need none), and the source's key names the favourites. A favourite
    /// whose stored copy cannot be read is left out of a listing with one warning line naming it. With
    /// `readingOnly` (a command that only lists), the library is read even on a full disk.
    static func makeLibraryFavoritesUseCase(_ options: GlobalOptions, readingOnly: Bool = false) throws -> (useCase: any FavoritesUseCase, sourceKey: String) {
        let source = try options.sourceSettings().source
        let key = sourceKey(source, baseURL: options.parsedBaseURL)
        return (DefaultFavoritesUseCase(favorites: try makeFavoritesRepository(.current, sourceKey: key, readingOnly: readingOnly), photos: NoPhotoSource()), key)
    }

    static func makeFavoritesRepository(_ options: GlobalOptions) throws -> any FavoritesRepository {
        let source = try options.sourceSettings().source
        return try makeFavoritesRepository(.current, sourceKey: sourceKey(source, baseURL: options.parsedBaseURL))
    }

    private static func makeFavoritesRepository(_ locations: StorageLocations, sourceKey: String, readingOnly: Bool = false) throws -> any FavoritesRepository {
        LibraryFavoritesRepository(library: try openLibrary(locations, readingOnly: readingOnly), source: sourceKey) { skipped in
            for favorite in skipped {
                StandardError.writeLine("photolist: warning: the favourite \(TerminalText.sanitizedLine(favorite.id.rawValue)) cannot be read and is left out (\(favorite.reason))")
            }
        }
    }

    /// How the cache and the library name a source: `demo`, `unsplash`, or `demo@http://127.0.0.1:8080`.
    static func sourceKey(_ source: SourceOption, baseURL: URL?) -> String {
        baseURL.map { "\(source.rawValue)@\(SourceAddress.key(for: $0))" } ?? source.rawValue
    }

    /// The view models every view of the app builds its screens from (the terminal browser's panes, the web
    /// view's tabs), sharing one set of favourites so a mark made on one screen shows on every other. A
    /// library that cannot be opened stops neither view: favourites and recent searches are off, and
    /// `notice` says why.
    @MainActor
    func makeScreenFactories(perPage: Int) -> ScreenFactories {
        let favoritesRepository: any FavoritesRepository
        let recentsRepository: any RecentSearchesRepository
        var notice: String?
        switch Self.library(locations) {
        case .success(let library):
            favoritesRepository = withCurrentLinks(LibraryFavoritesRepository(library: library, source: sourceKey))
            recentsRepository = LibraryRecentSearchesRepository(library: library)
        case .failure(let error):
            let unavailable = UnavailableLibrary(error: error)
            (favoritesRepository, recentsRepository) = (unavailable, unavailable)
            notice = "favourites are off: " + ErrorDisplay(error).message
        }
        let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: favoritesRepository, photos: repository))
        let recents = DefaultRecentSearchesUseCase(repository: recentsRepository)
        let firstPage = (try? PageRequest(page: 1, perPage: perPage)) ?? .first
        let repository = self.repository
        var search: (@MainActor @Sendable () -> SearchViewModel)?
        if searchUnavailableReason == nil {
            search = { SearchViewModel(search: DefaultSearchPhotosUseCase(repository: repository), recents: recents, favorites: favorites, firstPage: firstPage) }
        }
        return ScreenFactories(
            catalog: { [repositoryForOrder] order in
                PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repositoryForOrder(order)), firstPage: firstPage, favorites: favorites)
            },
            orders: orders,
            search: search,
            searchUnavailableReason: searchUnavailableReason,
            favorites: { FavoritesViewModel(favorites: favorites) },
            detail: { id in makePhotoDetailViewModel(id: id, favorites: favorites) },
            downloads: { makePhotoDownloadViewModel() },
            notice: notice
        )
    }

    /// Everything the interactive browser's panes need: the shared screens, pictures, and the view models
    /// of the features added with Scripts/new-feature (this root makes them: see `FeatureViewModels`).
    @MainActor
    func makeBrowserFactory(perPage: Int) -> Browser.Factory {
        Browser.Factory(
            screens: makeScreenFactories(perPage: perPage),
            pictures: { PhotoPicturesViewModel(load: makeLoadPhotoImageUseCase()) },
            features: self
        )
    }

    /// Everything the web view's tabs need: the shared screens (the catalog in the source's first order),
    /// and this root's pictures, fetched at the size the page shows and kept on disk.
    @MainActor
    func makeWebScreens(perPage: Int) -> WebScreens {
        let screens = makeScreenFactories(perPage: perPage)
        let order = orders.first ?? .latest
        return WebScreens(
            catalog: { screens.catalog(order) },
            search: screens.search,
            searchUnavailableReason: screens.searchUnavailableReason,
            favorites: screens.favorites,
            detail: screens.detail,
            downloads: screens.downloads,
            images: imageRepository,
            sourceName: sourceName,
            notice: screens.notice
        )
    }

    /// Loads photos' pictures: fetched at the size drawn, kept on disk, decoded with TurboJPEG.
    func makeLoadPhotoImageUseCase() -> any LoadPhotoImageUseCase {
        DefaultLoadPhotoImageUseCase(repository: imageRepository, decoder: TurboJPEGDecoder())
    }

    /// Stops what this root started.
    func shutdown() async {
        try? await demoServer?.shutdown()
    }
}
