import DemoServer
import Domain
import Foundation
import CurlNetworking
import Networking
import Persistence
import PhotoData

/// The composition root's first job: the photo source a run talks to. It starts the embedded demo server
/// when the plan says so, and builds the source's repositories, its HTTP clients and where its pictures
/// come from. Nothing here knows the cache, the library or a screen.
struct ConnectedSource: Sendable {
    /// What was decided from the settings before anything started (see ``SourcePlan``).
    let plan: SourcePlan
    /// The source's repository for a listing order, straight from the network (no cache in front).
    let remote: @Sendable (PhotoOrder) -> any PhotoRepository
    /// Where the source's API answers (the embedded demo server's address for the demo).
    let baseURL: URL
    /// The HTTP client every API request goes through (timeouts, retries and logging as configured).
    let apiClient: any HTTPClient
    /// Where pictures to show come from: sized by the source, or nothing at all offline.
    let pictures: any PhotoImageRepository
    /// Saves photo files: `--timeout` bounds the wait to connect and any stall, not the whole file.
    let downloader: @Sendable (_ replacingExisting: Bool) -> any PhotoDownloader
    /// The embedded demo server, when this run started one.
    let demoServer: DemoServer?
    /// How long an API request may take, retries included (`--timeout`), as failures say when it ran out.
    let timeout: Duration
    /// Topics, collections, feeds and random photos; for a source without them, ports that refuse with
    /// ``SourcePlan/browsingUnavailableReason``.
    let browsing: SourceBrowsing

    /// The listing orders the source offers (picsum has one).
    var orders: [PhotoOrder] {
        if case .picsum = plan.remote { [.latest] } else { PhotoOrder.allCases }
    }

    /// Starts what `plan` names.
    /// - Throws: ``CommandFailure`` when the embedded demo server cannot start.
    static func connect(_ plan: SourcePlan, timeout: Duration, environment: [String: String]) async throws -> ConnectedSource {
        let client = HTTPClients.api(timeout: timeout)
        var demoServer: DemoServer?
        let remote: @Sendable (PhotoOrder) -> any PhotoRepository
        let baseURL: URL
        var browsing: SourceBrowsing?
        // Where this source's pictures may come from: a picture's address is the source's to choose, so
        // nothing else on this machine or behind it is fetched for it (see PictureHostPolicy).
        let pictureHosts: PictureHostPolicy
        switch plan.remote {
        case .embeddedDemo:
            let server = try await EmbeddedDemoServer.start(environment: environment)
            demoServer = server
            let api = UnsplashAPI(baseURL: server.baseURL)
            remote = { order in UnsplashPhotoRepository(api: api, client: client, order: order) }
            browsing = SourceBrowsing(api: api, client: client)
            baseURL = server.baseURL
            pictureHosts = PictureHostPolicy(allowing: [server.baseURL])
        case .unsplashDialect(let api):
            remote = { order in UnsplashPhotoRepository(api: api, client: client, order: order) }
            browsing = SourceBrowsing(api: api, client: client)
            baseURL = api.baseURL
            pictureHosts = .unsplashDialect(apiBaseURL: api.baseURL)
        case .picsum(let picsumURL):
            remote = { _ in PicsumPhotoRepository(baseURL: picsumURL, client: client) }
            baseURL = picsumURL
            pictureHosts = .picsum(apiBaseURL: picsumURL)
        }
        let pictures: any PhotoImageRepository = if plan.cacheUse == .offline {
            OfflineImageSource()
        } else {
            HTTPPhotoImageRepository(client: HTTPClients.images(timeout: timeout), sizing: plan.remote.imageSizing, hosts: pictureHosts)
        }
        let downloadClient = HTTPClients.downloads(timeout: timeout)
        return ConnectedSource(
            plan: plan, remote: remote, baseURL: baseURL, apiClient: client, pictures: pictures,
            downloader: { replacing in HTTPPhotoDownloader(client: downloadClient, replacingExisting: replacing) },
            demoServer: demoServer,
            timeout: timeout,
            browsing: (plan.browsingUnavailableReason == nil ? browsing : nil)
                ?? .unavailable({ [plan] what in plan.unavailableReason(for: what) ?? "this source has no \(what)" })
        )
    }

    /// Stops what this source started.
    func shutdown() async {
        try? await demoServer?.shutdown()
    }
}
