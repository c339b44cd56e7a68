public import Foundation
public import HTTPTypes

extension HTTPRequest {
    /// A request from swift-http-types' head (method, scheme, authority, path and fields) and a body: what
    /// an adapter receives from AsyncHTTPClient, Hummingbird or an OpenAPI client. `nil` when the head has
    /// no absolute http or https URL (no scheme or authority, `OPTIONS *`, `CONNECT`), which this client
    /// cannot send.
    public init?(
        head: HTTPTypes.HTTPRequest,
        body: Data? = nil,
        redirects: RedirectRule = .anyHTTP,
        pinnedAddress: String? = nil
    ) {
        guard let url = head.url, let scheme = head.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let method = Method(rawValue: head.method.rawValue)
        else {
            return nil
        }
        self.init(method: method, url: url, headers: HTTPHeaders(head.headerFields), body: body, redirects: redirects, pinnedAddress: pinnedAddress)
    }

    /// The request's head as swift-http-types' `HTTPRequest`: the method, the URL's scheme, authority and
    /// path with query, and the header fields in order.
    /// - Throws: ``HTTPClientError/invalidHeader(name:_:)`` for a field no client would send (the same
    ///   check every client makes before a byte goes out), and ``HTTPClientError/invalidURL(_:)`` for a URL
    ///   without a host.
    public func head() throws(HTTPClientError) -> HTTPTypes.HTTPRequest {
        try headers.validate()
        guard url.host?.isEmpty == false, let method = HTTPTypes.HTTPRequest.Method(method.rawValue) else {
            throw .invalidURL(url.absoluteString)
        }
        return HTTPTypes.HTTPRequest(method: method, url: url, headerFields: headers.httpFields)
    }
}
