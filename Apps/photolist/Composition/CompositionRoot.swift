import DemoServer
import Domain
import Foundation
import Logging
import Networking
import Persistence
import PhotoData
import Presentation

/// The composition root: the one place where concrete Data types are constructed and handed to
/// Presentation as Domain ports. Everything the app runs is wired here.
struct CompositionRoot: Sendable {
    /// The repository behind every use case: the source behind the offline-first cache.
    let repository: any PhotoRepository
    /// The name attributions credit ("Unsplash"), or `nil` for sources that ask for none.
    let sourceName: String?
    /// The source as the cache and the library key it (`demo`, `unsplash`, `demo@http://…`).
    let sourceKey: String
    /// Where the cache and the library live.
    let locations: StorageLocations
    /// The embedded demo server, when this run started one.
    private let demoServer: DemoServer?
    /// Streams photo files: `--timeout` bounds the wait to connect and any stall, not the whole file.
    private let downloadClient: CurlHTTPClient

    /// Resolves the source (starting the embedded demo server when the demo source is online and has no
    /// `--base-url`) and opens the cache. A damaged cache is moved aside with one warning line; a cache
    /// that cannot be opened at all is skipped with a warning, unless `offline` needs it.
    /// - Throws: ``CommandFailure`` for a source that cannot be used (a missing key, an unusable cache offline).
    static func start(
        source: SourceOption,
        accessKey: String? = nil,
        baseURL: URL?,
        order: PhotoOrder = .latest,
        offline: Bool = false,
        syncing: Bool = false,
        timeout: Duration = GlobalOptions.duration(seconds: GlobalOptions.defaultTimeoutSeconds),
        verbose: Bool = false,
        silencingLogs: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> CompositionRoot {
        AppLogging.bootstrap(verbose: verbose, silenced: silencingLogs)
        let locations = StorageLocations(environment: environment)
        let configuration = apiConfiguration(timeout: timeout)
        // Logging sits inside the retries, so every attempt is logged; `--timeout` is the retries'
        // deadline, so it bounds the whole wait for an answer.
        let client = RetryingHTTPClient(
            wrapping: LoggingHTTPClient(wrapping: transport(configuration, environment: environment)),
            deadline: timeout,
            retryable: UnsplashAPI.isRetryable
        )
        let sourceKey = Self.sourceKey(source, baseURL: baseURL)
        let remote: any PhotoRepository
        var sourceName: String?
        var demoServer: DemoServer?
        switch source {
        case .demo:
            var apiURL = baseURL
            if apiURL == nil, !offline {
                let faults = try demoFaults(environment)
                do {
                    let server = try await DemoServer.start(faults: faults)
                    demoServer = server
                    apiURL = server.baseURL
                } catch DemoServerError.cannotListen(let reason) {
                    throw CommandFailure(message: "the built-in demo server failed: it cannot listen on 127.0.0.1 (\(reason))", status: .failure)
                } catch {
                    throw CommandFailure(message: "the built-in demo server failed: it cannot listen on 127.0.0.1 (\(error))", status: .failure)
                }
            }
            // Offline, the demo source is never asked; the address only has to be well formed.
            remote = UnsplashPhotoRepository(api: UnsplashAPI(baseURL: apiURL ?? URL(string: "http://127.0.0.1:9")!), client: client, order: order)
        case .unsplash:
            guard accessKey != nil || offline else {
                throw CommandFailure(
                    message: "the unsplash source needs an access key: set UNSPLASH_ACCESS_KEY or accessKey in "
                        + "\(ConfigurationFile.path(environment: environment)) "
                        + "(create one at https://unsplash.com/oauth/applications)",
                    status: .accessDenied
                )
            }
            let api: UnsplashAPI
            do {
                api = try UnsplashAPI(baseURL: baseURL ?? UnsplashAPI.productionURL, accessKey: accessKey)
            } catch {
                throw Self.failure(error, settingsPath: ConfigurationFile.path(environment: environment))
            }
            remote = UnsplashPhotoRepository(api: api, client: client, order: order)
            sourceName = "Unsplash"
        case .picsum:
            guard order == .latest else {
                throw CommandFailure(message: "the picsum source has a single order; drop --order", status: .usage)
            }
            remote = PicsumPhotoRepository(baseURL: baseURL ?? PicsumPhotoRepository.productionURL, client: client)
        }
        let repository: any PhotoRepository
        if let cache = try openCache(at: locations.cachePath, required: offline || syncing) {
            repository = CachedPhotoRepository(
                remote: remote,
                cache: cache,
                source: sourceKey,
                listKey: "photos/\(order.rawValue)",
                mode: offline ? .offline : syncing ? .storingEachPage : .networkFirst
            )
        } else {
            repository = remote
        }
        return CompositionRoot(
            repository: repository,
            sourceName: sourceName,
            sourceKey: sourceKey,
            locations: locations,
            demoServer: demoServer,
            downloadClient: CurlHTTPClient(configuration: downloadConfiguration(timeout: timeout))
        )
    }

    /// Resolves the source the global options name; `silencingLogs` drops log lines (the interactive
    /// browser owns the terminal standard error writes to).
    static func start(
        _ options: GlobalOptions,
        order: PhotoOrder = .latest,
        syncing: Bool = false,
        silencingLogs: Bool = false
    ) async throws -> CompositionRoot {
        let settings = try options.sourceSettings()
        return try await start(
            source: settings.source,
            accessKey: settings.accessKey,
            baseURL: options.parsedBaseURL,
            order: order,
            offline: options.offline,
            syncing: syncing,
            timeout: options.timeoutDuration,
            verbose: options.verbose,
            silencingLogs: silencingLogs
        )
    }

    /// Resolves the source, runs `body`, and stops what was started whether `body` succeeds or throws.
    static func with<Value>(
        _ options: GlobalOptions,
        order: PhotoOrder = .latest,
        syncing: Bool = false,
        silencingLogs: Bool = false,
        _ body: (CompositionRoot) async throws -> Value
    ) async throws -> Value {
        let root = try await start(options, order: order, syncing: syncing, silencingLogs: silencingLogs)
        do {
            let value = try await body(root)
            await root.shutdown()
            return value
        } catch let failure as CommandFailure where root.demoServer != nil && failure.status == .unavailable {
            // The embedded server is part of this process: when it cannot accept or answer, the fault is
            // PhotoList's own, not a photo service's or the network's.
            await root.shutdown()
            let reason = failure.message.prefix(1).lowercased() + failure.message.dropFirst()
            throw CommandFailure(message: "the built-in demo server failed: \(reason)", status: .unavailable)
        } catch {
            await root.shutdown()
            throw error
        }
    }

    /// The HTTP transport: libcurl, or URLSession when the developer option `PHOTOLIST_HTTP_CLIENT=urlsession`
    /// is set (kept to compare the two; `Scripts/bench` crawls with both).
    private static func transport(_ configuration: CurlHTTPClient.Configuration, environment: [String: String]) -> any HTTPClient {
        environment["PHOTOLIST_HTTP_CLIENT"] == "urlsession"
            ? URLSessionHTTPClient(configuration: configuration)
            : CurlHTTPClient(configuration: configuration)
    }

    /// What photolist calls itself in every request: `photolist/<version>`.
    static let userAgent = "photolist/\(PhotoListCommand.version)"

    /// An API call: `timeout` bounds connecting (at most 10 s), each attempt, and a silence of that long
    /// (a server that sends its first byte after 20 s is waited for when `timeout` is 60).
    static func apiConfiguration(timeout: Duration) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(userAgent: userAgent, connectTimeout: min(timeout, .seconds(10)), totalTimeout: timeout, lowSpeedWindow: timeout)
    }

    /// A download may take as long as a large file needs, but `timeout` bounds the wait to connect and
    /// every stall: less than 1 KB/s for that long ends it (a server dripping bytes cannot hold it).
    static func downloadConfiguration(timeout: Duration) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(
            userAgent: userAgent,
            connectTimeout: timeout,
            totalTimeout: .seconds(24 * 3_600),
            lowSpeedBytesPerSecond: 1_024,
            lowSpeedWindow: max(timeout, .seconds(1))
        )
    }

    /// The developer option `PHOTOLIST_DEMO_FAULTS=RULE[,RULE…]`: the embedded demo server misbehaves as
    /// `photolist serve --fault RULE` would, to see how every command copes without a second process.
    private static func demoFaults(_ environment: [String: String]) throws -> [DemoFaultRule] {
        let texts = (environment["PHOTOLIST_DEMO_FAULTS"] ?? "").split(separator: ",").map(String.init)
        return try texts.map { text in
            guard let rule = DemoFaultRule(parsing: text) else {
                throw CommandFailure(message: "PHOTOLIST_DEMO_FAULTS: '\(text)' is not [ROUTE:]FAULT (see photolist serve --help)", status: .usage)
            }
            return rule
        }
    }

    /// The one line for an Unsplash configuration that cannot be used: a key that cannot be sent as it is
    /// (exit 4, like a rejected key), or an address the key may not travel to (exit 2).
    private static func failure(_ error: UnsplashAPI.ConfigurationError, settingsPath: String) -> CommandFailure {
        let check = "check UNSPLASH_ACCESS_KEY or accessKey in \(settingsPath)"
        return switch error {
        case .accessKeyIsEmpty:
            CommandFailure(message: "the access key is empty; \(check)", status: .accessDenied)
        case .accessKeyContainsLineBreak:
            CommandFailure(message: "the access key contains a line break; \(check)", status: .accessDenied)
        case .accessKeyContainsInvalidCharacter:
            CommandFailure(message: "the access key contains a character no key has (a space, a control character or non-ASCII); \(check)", status: .accessDenied)
        case .insecureBaseURL:
            CommandFailure(
                message: "--base-url must use https for the unsplash source (the access key would travel in clear text); "
                    + "plain http is allowed only to this machine (an address in 127.0.0.0/8, [::1], localhost)",
                status: .usage
            )
        }
    }

    private static func openCache(at path: String, required: Bool) throws -> PhotoCache? {
        do {
            let (cache, movedAside) = try PhotoCache.openRecovering(path: path)
            if let movedAside {
                let reason = StorageMessages.describe(movedAside.reason)
                StandardError.writeLine("photolist: warning: the cache file \(path) could not be used (\(reason)); moved it to \(movedAside.path) and started a new cache")
            }
            return cache
        } catch {
            let message = "cannot use the cache file \(path): \(StorageMessages.describe(error))"
            if required { throw CommandFailure(message: message, status: .storage) }
            StandardError.writeLine("photolist: warning: \(message); continuing without it")
            return nil
        }
    }

    // MARK: Stores

    // Commands that need only a store (`recent`, `cache`) call these static entry points directly: they
    // start no source and open nothing else.

    /// The user's library; a damaged or unusable file is a ``CommandFailure`` naming it and the way out.
    static func openLibrary(_ locations: StorageLocations) throws -> PhotoLibrary {
        do {
            return try PhotoLibrary(path: locations.libraryPath)
        } catch {
            throw CommandFailure(ErrorDisplay(StorageMessages.libraryError(error)))
        }
    }

    /// What the cache holds, for `cache stats` (an unusable cache is moved aside first).
    static func cacheStatistics(_ locations: StorageLocations) throws -> (path: String, photos: Int, pages: Int, bytes: Int64) {
        guard let cache = try openCache(at: locations.cachePath, required: true) else {
            throw CommandFailure(message: "cannot open the cache file \(locations.cachePath)", status: .storage)
        }
        let stats = try cache.stats()
        return (stats.path, stats.photos, stats.pages, stats.bytes)
    }

    /// Deletes the cache file at `path` (and its companions) without opening it; returns the bytes freed.
    static func clearCache(at path: String) throws -> Int64 {
        try PhotoCache.clear(path: path)
    }

    /// The recent searches.
    static func makeRecentSearchesUseCase(_ locations: StorageLocations) throws -> any RecentSearchesUseCase {
        DefaultRecentSearchesUseCase(repository: LibraryRecentSearchesRepository(library: try openLibrary(locations)))
    }

    // MARK: View models and use cases

    /// A list view model over this root's repository, starting at `firstPage`.
    @MainActor
    func makePhotoListViewModel(firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: firstPage)
    }

    /// A list view model over one query's search results, starting at `firstPage`. A successful search is
    /// recorded as recent when the library can be opened; recording never costs the results.
    @MainActor
    func makeSearchResultsViewModel(query: SearchQuery, firstPage: PageRequest) -> PhotoListViewModel {
        let search: any SearchPhotosUseCase = DefaultSearchPhotosUseCase(repository: repository)
        guard let library = try? PhotoLibrary(path: locations.libraryPath) else {
            StandardError.writeLine("photolist: warning: recent searches are not recorded: the library file \(locations.libraryPath) cannot be opened")
            return PhotoListViewModel(fetchPhotos: search.listing(for: query), firstPage: firstPage)
        }
        let recording = RecordingSearchPhotosUseCase(
            search: search,
            recents: LibraryRecentSearchesRepository(library: library),
            onRecordingFailure: { StandardError.writeLine("photolist: warning: the search was not kept as recent: \(ErrorDisplay($0).message)") }
        )
        return PhotoListViewModel(fetchPhotos: recording.listing(for: query), firstPage: firstPage)
    }

    /// A detail view model for photo `id`; with `favorites`, it shows and toggles the favourite mark. It
    /// downloads into the downloads folder.
    @MainActor
    func makePhotoDetailViewModel(id: PhotoID, favorites: SharedFavorites? = nil) -> PhotoDetailViewModel {
        PhotoDetailViewModel(
            id: id,
            fetchDetail: DefaultFetchPhotoDetailUseCase(repository: repository),
            sourceName: sourceName,
            favorites: favorites,
            download: makeDownloadUseCase(),
            downloadsFolder: locations.downloadsFolder
        )
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
        DefaultFavoritesUseCase(favorites: try Self.makeFavoritesRepository(locations, sourceKey: sourceKey), photos: repository)
    }

    /// The favourites of the source `options` name, from the library alone: no source is started and no
    /// cache opened (`favorites remove`). A favourite whose stored copy cannot be read is left out of a
    /// listing with one warning line naming it.
    static func makeFavoritesRepository(_ options: GlobalOptions) throws -> any FavoritesRepository {
        let source = try options.sourceSettings().source
        return try makeFavoritesRepository(.current, sourceKey: sourceKey(source, baseURL: options.parsedBaseURL))
    }

    private static func makeFavoritesRepository(_ locations: StorageLocations, sourceKey: String) throws -> any FavoritesRepository {
        LibraryFavoritesRepository(library: try openLibrary(locations), source: sourceKey) { skipped in
            for favorite in skipped {
                StandardError.writeLine("photolist: warning: the favourite \(TerminalText.sanitizedLine(favorite.id.rawValue)) cannot be read and is left out (\(favorite.reason))")
            }
        }
    }

    /// How the cache and the library name a source: `demo`, `unsplash`, or `demo@http://127.0.0.1:8080`.
    static func sourceKey(_ source: SourceOption, baseURL: URL?) -> String {
        baseURL.map { "\(source.rawValue)@\(SourceAddress.key(for: $0))" } ?? source.rawValue
    }

    /// A favourites view model over this root's source.
    @MainActor
    func makeFavoritesViewModel() throws -> FavoritesViewModel {
        FavoritesViewModel(favorites: try makeFavoritesUseCase())
    }

    /// Everything the interactive browser's panes need, sharing one set of favourites so a mark made on
    /// one screen shows on every other. A library that cannot be opened does not stop the browser:
    /// favourites and recent searches are off, and `notice` says why.
    @MainActor
    func makeBrowserFactory(perPage: Int) -> Browser.Factory {
        let favoritesRepository: any FavoritesRepository
        let recentsRepository: any RecentSearchesRepository
        var notice: String?
        do {
            let library = try PhotoLibrary(path: locations.libraryPath)
            favoritesRepository = LibraryFavoritesRepository(library: library, source: sourceKey)
            recentsRepository = LibraryRecentSearchesRepository(library: library)
        } catch {
            let unavailable = UnavailableLibrary(error: StorageMessages.libraryError(error))
            (favoritesRepository, recentsRepository) = (unavailable, unavailable)
            notice = "favourites are off: " + ErrorDisplay(unavailable.error).message
        }
        let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: favoritesRepository, photos: repository))
        let recents = DefaultRecentSearchesUseCase(repository: recentsRepository)
        let firstPage = (try? PageRequest(page: 1, perPage: perPage)) ?? .first
        let repository = self.repository
        return Browser.Factory(
            catalog: {
                PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: firstPage, favorites: favorites)
            },
            search: {
                SearchViewModel(search: DefaultSearchPhotosUseCase(repository: repository), recents: recents, favorites: favorites, firstPage: firstPage)
            },
            favorites: { FavoritesViewModel(favorites: favorites) },
            detail: { id in makePhotoDetailViewModel(id: id, favorites: favorites) },
            downloads: { makePhotoDownloadViewModel() },
            notice: notice
        )
    }

    /// Stops what this root started.
    func shutdown() async {
        try? await demoServer?.shutdown()
    }
}
