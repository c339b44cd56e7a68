import DemoServer
import Domain
import Foundation
import Networking
import PhotoData
import Presentation

/// The composition root: the one place where concrete Data types are constructed and handed to
/// Presentation as Domain ports. Everything the app runs is wired here.
struct CompositionRoot: Sendable {
    /// The repository behind every use case.
    let repository: any PhotoRepository
    /// The name attributions credit ("Unsplash"), or `nil` for sources that ask for none.
    var sourceName: String? = nil
    /// The embedded demo server, when this run started one.
    private let demoServer: DemoServer?

    /// Resolves the source, starting the embedded demo server when the demo source has no `--base-url`.
    /// - Throws: ``CommandFailure`` for a source that cannot be used (a missing key).
    static func start(
        source: SourceOption,
        baseURL: URL?,
        order: PhotoOrder = .latest,
        verbose: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> CompositionRoot {
        AppLogging.bootstrap(verbose: verbose)
        // Logging sits inside the retries, so every attempt is logged.
        let client = RetryingHTTPClient(wrapping: LoggingHTTPClient(wrapping: CurlHTTPClient()))
        switch source {
        case .demo:
            if let baseURL {
                return CompositionRoot(repository: unsplashDialect(baseURL, key: nil, order, client), demoServer: nil)
            }
            let server: DemoServer
            do {
                server = try await DemoServer.start()
            } catch {
                throw CommandFailure(message: "cannot start the embedded demo server: \(error)", status: .failure)
            }
            return CompositionRoot(repository: unsplashDialect(server.baseURL, key: nil, order, client), demoServer: server)
        case .unsplash:
            guard let key = environment["UNSPLASH_ACCESS_KEY"].flatMap({ $0.isEmpty ? nil : $0 }) else {
                throw CommandFailure(
                    message: "the unsplash source needs an access key: set UNSPLASH_ACCESS_KEY "
                        + "(create one at https://unsplash.com/oauth/applications)",
                    status: .accessDenied
                )
            }
            return CompositionRoot(
                repository: unsplashDialect(baseURL ?? UnsplashAPI.productionURL, key: key, order, client),
                sourceName: "Unsplash",
                demoServer: nil
            )
        case .picsum:
            guard order == .latest else {
                throw CommandFailure(message: "the picsum source has a single order; drop --order", status: .usage)
            }
            return CompositionRoot(
                repository: PicsumPhotoRepository(baseURL: baseURL ?? PicsumPhotoRepository.productionURL, client: client),
                demoServer: nil
            )
        }
    }

    /// Resolves the source the global options name.
    static func start(_ options: GlobalOptions, order: PhotoOrder = .latest) async throws -> CompositionRoot {
        try await start(source: options.source, baseURL: options.parsedBaseURL, order: order, verbose: options.verbose)
    }

    private static func unsplashDialect(_ baseURL: URL, key: String?, _ order: PhotoOrder, _ client: any HTTPClient) -> any PhotoRepository {
        UnsplashPhotoRepository(api: UnsplashAPI(baseURL: baseURL, accessKey: key), client: client, order: order)
    }

    /// A list view model over this root's repository, starting at `firstPage`.
    @MainActor
    func makePhotoListViewModel(firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: firstPage)
    }

    /// A list view model over one query's search results, starting at `firstPage`.
    @MainActor
    func makeSearchResultsViewModel(query: SearchQuery, firstPage: PageRequest) -> PhotoListViewModel {
        let search = DefaultSearchPhotosUseCase(repository: repository)
        return PhotoListViewModel(fetchPhotos: search.listing(for: query), firstPage: firstPage)
    }

    /// A detail view model for photo `id`.
    @MainActor
    func makePhotoDetailViewModel(id: PhotoID) -> PhotoDetailViewModel {
        PhotoDetailViewModel(id: id, fetchDetail: DefaultFetchPhotoDetailUseCase(repository: repository), sourceName: sourceName)
    }

    /// Stops what this root started.
    func shutdown() async {
        try? await demoServer?.shutdown()
    }
}
