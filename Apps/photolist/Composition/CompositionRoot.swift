import Domain
import Foundation
import Imaging
import Persistence
import PhotoListTerminal
import Presentation

/// The composition root: the one place where concrete Data types are constructed and handed to
/// Presentation as Domain ports. It does three jobs, each in its own file: the source
/// (``ConnectedSource``), the user's files (``Stores``) and the screens (``ScreenAssembly``, which sees
/// ports only); this type starts them in order and stops what was started.
struct CompositionRoot: Sendable {
    /// The source this run talks to.
    let source: ConnectedSource
    /// The view models and use cases, over this run's source and stores.
    let screens: ScreenAssembly
    /// Where the cache and the library live.
    let locations: StorageLocations

    /// The source as the cache and the library key it (`demo`, `unsplash`, `demo@http://…`).
    var sourceKey: String { source.plan.sourceKey }
    /// Whether this run started the embedded demo server, whose links work only while the run lasts.
    var runsEmbeddedDemoServer: Bool { source.demoServer != nil }
    /// Whether this run reads the embedded demo's offline copy, whose links name the server of the run that
    /// stored them, gone since.
    var readsEndedDemoServersLinks: Bool { source.plan.pagesUnavailableReason != nil }

    /// Resolves the source (see ``SourcePlan``), starts it, and opens the cache in front of it. A cache
    /// photolist cannot use is moved aside with one warning line; a cache that cannot be opened at all is
    /// skipped with a warning, unless the plan requires it. The library is opened only when a screen or
    /// command asks for favourites.
    /// - Throws: ``CommandFailure`` for a source that cannot be used (a missing key, an unusable cache offline).
    static func start(
        source option: SourceOption,
        accessKey: String? = nil,
        baseURL: URL?,
        order: PhotoOrder = .latest,
        offline: Bool = false,
        syncing: Bool = false,
        timeout: Duration = GlobalOptions.duration(seconds: Double(GlobalOptions.defaultTimeoutSeconds)),
        hidesSponsored: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> CompositionRoot {
        let locations = StorageLocations(environment: environment)
        let plan = try SourcePlan.resolve(
            source: option, accessKey: accessKey, baseURL: baseURL, order: order, offline: offline, syncing: syncing,
            settingsPath: locations.settingsPath
        )
        let source = try await ConnectedSource.connect(plan, timeout: timeout, environment: environment)
        let cache: PhotoCache?
        do {
            cache = try Stores.openCache(locations, required: plan.cacheUse.requiresCache, readingOnly: plan.cacheUse == .offline)
        } catch {
            await source.shutdown()
            throw error
        }
        let screens = ScreenAssembly(
            repositoryForOrder: source.withCurrentLinks(Stores.cached(source.remote, by: cache, use: plan.cacheUse, sourceKey: plan.sourceKey)),
            order: order,
            orders: source.orders,
            sourceName: plan.sourceName,
            searchUnavailableReason: plan.searchUnavailableReason,
            pagesUnavailableReason: plan.pagesUnavailableReason,
            library: { [source] in
                Stores.screensLibrary(locations, sourceKey: plan.sourceKey, currentLinks: source.withCurrentLinks, skipped: LibraryFavoritesRepository.logSkipped)
            },
            pictures: Stores.pictures(source.pictures, locations, namespace: plan.sourceKey),
            decoder: TurboJPEGDecoder(),
            downloader: source.downloader,
            downloadsFolder: locations.downloadsFolder,
            browsing: source.browsing,
            hidesSponsored: hidesSponsored
        )
        return CompositionRoot(source: source, screens: screens, locations: locations)
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
            timeout: options.timeoutDuration,
            hidesSponsored: try options.hidesSponsored()
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
        } catch let failure as CommandFailure where root.runsEmbeddedDemoServer && failure.cause.map(isServersOwnFailure) == true {
            // The embedded server is part of this process: when it cannot accept or answer, the fault is
            // PhotoList's own, not a photo service's or the network's.
            await root.shutdown()
            throw CommandFailure(message: namingTheEmbeddedServer(failure.message), status: failure.status, cause: failure.cause)
                .namingTheService(at: nil, timeout: root.source.timeout)
        } catch let failure as CommandFailure {
            await root.shutdown()
            throw failure.namingTheService(at: root.source.baseURL, timeout: root.source.timeout)
        } catch {
            await root.shutdown()
            throw error
        }
    }

    /// `message`, a failure of the embedded demo server, naming it where Presentation's sentence names the
    /// source (``PhotoFormatting/serviceName``): "the built-in demo server" ("synced 0 of 2 pages, then: the
    /// built-in demo server failed (HTTP 503)"); a message that names no source (an image host's, by its
    /// address) is prefixed "the built-in demo server failed: ".
    static func namingTheEmbeddedServer(_ message: String) -> String {
        guard let service = message.firstRange(of: PhotoFormatting.serviceName) else { return "the built-in demo server failed: " + message }
        return message.replacingCharacters(in: service, with: "the built-in demo server")
    }

    /// Whether `error` is a server failing on its own side (unreachable, broken, a 5xx, an answer that is
    /// not what it should be), for its API or its files, as opposed to a refusal it sent (a rate limit, a
    /// 4xx), which reads the same from any source.
    static func isServersOwnFailure(_ error: DomainError) -> Bool {
        switch error {
        case .connectivity, .sourceFailed, .invalidResponse: true
        case .fileHost(let failure): isServersOwnFailure(failure.cause)
        case .syncIncomplete(let failure): isServersOwnFailure(failure.cause)
        case .invalidRequest, .unauthorized, .forbidden, .rateLimited, .notFound, .gone, .sourceRefused, .notCached,
             .storage, .subscriptionRequired, .unsupported, .cancelled:
            false
        }
    }

    /// The favourites of this run's source, a photo added by id looked up at it (`favorites add`); a
    /// favourite the library cannot read is left out of a listing with one warning line naming it.
    func makeFavoritesUseCase() throws -> any FavoritesUseCase {
        let library = try Stores.library(locations, sourceKey: sourceKey, currentLinks: source.withCurrentLinks)
            .mapError { CommandFailure(ErrorDisplay($0)) }.get()
        return DefaultFavoritesUseCase(favorites: library.favorites, photos: screens.repository)
    }

    /// This run's favourites, opened for reading at each lookup (see ``FavoritesOpenedOnUse``): for a
    /// command whose detail falls back to a favourite's snapshot. A favourite the library cannot read is
    /// passed over, logged (the photo asked for may be another); a library that cannot be read at all is
    /// one warning line.
    var favoritesOpenedOnUse: FavoritesOpenedOnUse {
        FavoritesOpenedOnUse(
            libraryPath: locations.libraryPath,
            open: { [locations, sourceKey, source] in
                Stores.library(locations, sourceKey: sourceKey, readingOnly: true, currentLinks: source.withCurrentLinks, skipped: LibraryFavoritesRepository.logSkipped)
                    .map(\.favorites)
            },
            unreadable: { StandardError.writeLine("photolist: warning: no favourite's kept copy could be looked for: " + PhotoFormatting.clause(for: $0)) }
        )
    }

    /// The interactive browser's panes, with the features added with Scripts/new-feature (this root makes
    /// their view models: see `FeatureViewModels`).
    @MainActor
    func makeBrowserFactory(perPage: Int) -> Browser.Factory {
        screens.makeBrowserFactory(perPage: perPage, features: self, timeout: source.timeout)
    }

    /// Stops what this root started.
    func shutdown() async {
        await source.shutdown()
    }
}
