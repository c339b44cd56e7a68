public import Foundation

/// One HTTP request: method, absolute URL, headers and an optional body.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP methods PhotoList uses.
    public enum Method: String, Sendable, Hashable {
        case get = "GET", head = "HEAD", post = "POST", put = "PUT", delete = "DELETE"

        /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
        public var isIdempotent: Bool { self != .post }
    }

    /// The method.
    public var method: Method
    /// The absolute http or https URL.
    public var url: URL
    /// Header fields to send in addition to the client's defaults.
    public var headers: HTTPHeaders
    /// The body to send, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: Method = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
