public import Foundation

/// One HTTP request: method, absolute URL, headers and an optional body, plus what this client adds (which
/// redirects to follow, an address to pin). It converts to and from swift-http-types' `HTTPRequest`
/// (``head()`` and ``init(head:body:redirects:pinnedAddress:)``), the currency AsyncHTTPClient, Hummingbird
/// and the OpenAPI runtime speak, so an adapter to any of them is a few lines. It keeps a name of its own
/// module's: a file using both names them `Networking.HTTPRequest` and `HTTPTypes.HTTPRequest`.
public struct HTTPRequest: Sendable, Hashable {
    /// A request method: any RFC 9110 token, with the common ones named.
    public struct Method: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The method as sent (`GET`, `PATCH`, `PURGE`).
        public let rawValue: String

        /// A method from its token; `nil` for an empty name or one with a character a token may not hold.
        public init?(rawValue: String) {
            guard !rawValue.isEmpty, rawValue.utf8.allSatisfy(HTTPHeaders.isTokenCharacter) else { return nil }
            self.rawValue = rawValue
        }

        /// A method named here, whose token is known to be valid.
        private init(known: String) {
            rawValue = known
        }

        /// `GET`.
        public static let get = Method(known: "GET")
        /// `HEAD`.
        public static let head = Method(known: "HEAD")
        /// `POST`.
        public static let post = Method(known: "POST")
        /// `PUT`.
        public static let put = Method(known: "PUT")
        /// `DELETE`.
        public static let delete = Method(known: "DELETE")
        /// `PATCH`.
        public static let patch = Method(known: "PATCH")
        /// `OPTIONS`.
        public static let options = Method(known: "OPTIONS")

        /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2): GET,
        /// HEAD, OPTIONS, TRACE, PUT and DELETE are; POST, PATCH, CONNECT and unknown methods are not.
        /// Only an idempotent request is retried.
        public var isIdempotent: Bool {
            ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].contains(rawValue)
        }

        /// The token.
        public var description: String { rawValue }
    }

    /// Which redirects a client follows for a request.
    public enum RedirectRule: Sendable, Hashable {
        /// Any redirect to an http or https URL, up to the client's limit (the default).
        case anyHTTP
        /// Only redirects to the request's own origin: the same scheme, host and port. A redirect anywhere
        /// else ends the exchange with ``HTTPClientError/unsafeRedirect`` before the other origin is asked.
        /// For requests that carry a credential.
        case sameOrigin
        /// No redirect: a redirect comes back as the response, for a caller that checks each target by a
        /// rule of its own before it asks it (photos' pictures, whose addresses a source chooses).
        case never
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
