import DemoServer
import PhotoData

extension ConnectedSource {
    /// The source's Unsplash-dialect API (its address and key), for features over it; `nil` for Lorem Picsum.
    var unsplashAPI: UnsplashAPI? {
        switch plan.remote {
        case .embeddedDemo: demoServer.map { UnsplashAPI(baseURL: $0.baseURL) }
        case .unsplashDialect(let api): api
        case .picsum: nil
        }
    }
}
