public import Foundation
public import Networking

/// Where an Unsplash-compatible API lives and how to authenticate with it.
public struct UnsplashAPI: Sendable {
    /// The real service.
    public static let productionURL = URL(string: "https://api.unsplash.com")!

    /// The API's base URL (the demo server's, Unsplash's, or any compatible server's).
    public let baseURL: URL
    /// The access key sent as `Authorization: Client-ID …`, when there is one.
    private let accessKey: String?

    /// Creates an API description.
    public init(baseURL: URL, accessKey: String? = nil) {
        self.baseURL = baseURL
        self.accessKey = accessKey
    }

    /// The HTTP request for `endpoint`, with the API's version and credentials.
    public func request(for endpoint: Endpoint) -> HTTPRequest? {
        guard let url = endpoint.url(relativeTo: baseURL) else { return nil }
        var headers: HTTPHeaders = ["Accept-Version": "v1", "Accept": "application/json"]
        if let accessKey {
            headers.add(name: "Authorization", value: "Client-ID \(accessKey)")
        }
        return HTTPRequest(url: url, headers: headers)
    }
}
