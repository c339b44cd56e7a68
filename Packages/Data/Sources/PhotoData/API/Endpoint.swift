public import Foundation

/// A request to an API described by what it asks for (a path and query), not how it is sent.
/// ``UnsplashAPI/request(for:)`` is the one place that turns it into an HTTP request.
public struct Endpoint: Sendable, Hashable {
    /// The path below the API's base URL, as segments. Each is percent-encoded on its own, so a value
    /// containing `/`, `?` or `..` (a photo id from anywhere) stays one segment and cannot change the route.
    public var segments: [String]
    /// Query parameters in order; values are percent-encoded when the URL is built.
    public var query: [(name: String, value: String)]

    /// Creates an endpoint from path segments, e.g. `["photos", id]`.
    public init(segments: [String], query: [(name: String, value: String)] = []) {
        self.segments = segments
        self.query = query
    }

    /// Creates an endpoint from a fixed path such as `/search/photos`. Never build `path` from data:
    /// use ``init(segments:query:)`` for that.
    public init(path: String, query: [(name: String, value: String)] = []) {
        self.init(segments: path.split(separator: "/").map(String.init), query: query)
    }

    /// The absolute URL of this endpoint below `baseURL` (whose own path, if any, is kept as a prefix).
    public func url(relativeTo baseURL: URL) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let encodedPath = segments.map { "/" + Self.encodeSegment($0) }.joined()
        let queryString = query
            .map { "\(QueryEncoding.percentEncode($0.name))=\(QueryEncoding.percentEncode($0.value))" }
            .joined(separator: "&")
        return URL(string: base + encodedPath + (queryString.isEmpty ? "" : "?" + queryString))
    }

    /// `.` and `..` are unreserved characters, yet as whole segments they would climb the path: escape them.
    private static func encodeSegment(_ segment: String) -> String {
        segment == "." || segment == ".." ? String(repeating: "%2E", count: segment.count) : QueryEncoding.percentEncode(segment)
    }

    public static func == (lhs: Endpoint, rhs: Endpoint) -> Bool {
        lhs.segments == rhs.segments && lhs.query.elementsEqual(rhs.query) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for item in query {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }
}
