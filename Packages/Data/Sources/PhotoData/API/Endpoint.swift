public import Foundation

/// A request to an API described by what it asks for (a path and query), not how it is sent.
/// ``UnsplashAPI/request(for:)`` is the one place that turns it into an HTTP request.
public struct Endpoint: Sendable, Hashable {
    /// The path below the API's base URL, starting with `/`.
    public var path: String
    /// Query parameters in order; values are percent-encoded when the URL is built.
    public var query: [(name: String, value: String)]

    /// Creates an endpoint.
    public init(path: String, query: [(name: String, value: String)] = []) {
        self.path = path
        self.query = query
    }

    /// The absolute URL of this endpoint below `baseURL` (whose own path, if any, is kept as a prefix).
    public func url(relativeTo baseURL: URL) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let encodedPath = path.split(separator: "/", omittingEmptySubsequences: false)
            .map { QueryEncoding.percentEncode(String($0)) }
            .joined(separator: "/")
        let queryString = query
            .map { "\(QueryEncoding.percentEncode($0.name))=\(QueryEncoding.percentEncode($0.value))" }
            .joined(separator: "&")
        return URL(string: base + encodedPath + (queryString.isEmpty ? "" : "?" + queryString))
    }

    public static func == (lhs: Endpoint, rhs: Endpoint) -> Bool {
        lhs.path == rhs.path && lhs.query.elementsEqual(rhs.query) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        for item in query {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }
}
