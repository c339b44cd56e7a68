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
        endpoint.url(relativeTo: baseURL).map(request(for:))
    }

    /// The HTTP request for an absolute `url` the API itself handed out (such as a photo's
    /// `download_location`), or `nil` when the URL lies outside this API: the access key is only ever sent
    /// to the API's own scheme, host, port and path.
    public func request(forLinkTo url: URL) -> HTTPRequest? {
        let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let link = URLComponents(url: url, resolvingAgainstBaseURL: false)
        guard let base, let link,
              link.scheme?.lowercased() == base.scheme?.lowercased(),
              link.host?.lowercased() == base.host?.lowercased(),
              link.port == base.port,
              link.user == nil, link.password == nil,
              link.percentEncodedPath.hasPrefix(base.percentEncodedPath.hasSuffix("/") ? base.percentEncodedPath : base.percentEncodedPath + "/")
        else { return nil }
        return request(for: url)
    }

    private func request(for url: URL) -> HTTPRequest {
        var headers: HTTPHeaders = ["Accept-Version": "v1", "Accept": "application/json"]
        if let accessKey {
            headers.add(name: "Authorization", value: "Client-ID \(accessKey)")
        }
        return HTTPRequest(url: url, headers: headers)
    }
}
