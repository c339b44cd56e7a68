public import Foundation

/// One HTTP request: method, absolute URL, headers and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP methods PhotoList uses.
    public enum Method: String, Sendable, Hashable {
        case get = "GET", head = "HEAD", post = "POST", put = "PUT", delete = "DELETE"

        /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
        public var isIdempotent: Bool { self != .post }
    }

    /// Which redirects a client follows for a request.
    public enum RedirectRule: Sendable, Hashable {
        /// Any redirect to an http or https URL, up to the client's limit (the default).
        case anyHTTP
        /// Only redirects to the request's own origin: the same scheme, host and port. A redirect anywhere
        /// else ends the exchange with ``HTTPClientError/unsafeRedirect`` before the other origin is asked.
        /// For requests that carry a credential.
        case sameOrigin
    }

    /// The method.
    public var method: Method
    /// The absolute http or https URL.
    public var url: URL
    /// Header fields to send in addition to the client's defaults.
    public var headers: HTTPHeaders
    /// The body to send, if any.
    public var body: Data?
    /// Which redirects the client follows.
    public var redirects: RedirectRule
    /// The IP address (`127.0.0.1`, `::1`) to connect to for the URL's host instead of resolving its name,
    /// so the name cannot lead anywhere else; `nil` to resolve as usual. Applies to the URL's own host and
    /// port only. A client that cannot pin refuses the request with ``HTTPClientError/unsupported(_:)``.
    public var pinnedAddress: String?

    /// Creates a request.
    public init(
        method: Method = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        redirects: RedirectRule = .anyHTTP,
        pinnedAddress: String? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.redirects = redirects
        self.pinnedAddress = pinnedAddress
    }
}
