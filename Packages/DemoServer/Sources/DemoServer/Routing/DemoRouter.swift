import Foundation
import Synchronization

/// Answers requests in Unsplash's dialect from a ``DemoCatalog``. Pure apart from a request counter that
/// feeds the rate-limit headers, so it can be tested without a socket.
public final class DemoRouter: Sendable {
    /// Unsplash's largest page.
    static let maximumPerPage = 30
    /// Unsplash's default page size.
    static let defaultPerPage = 10
    /// The hourly quota the rate-limit headers describe (a production key's).
    static let hourlyLimit = 5_000

    private let catalog: DemoCatalog
    private let served = Mutex((hour: 0, count: 0))

    /// Creates a router over `catalog`.
    public init(catalog: DemoCatalog) {
        self.catalog = catalog
    }

    /// The response to `request`.
    public func respond(to request: DemoRequest) -> DemoResponse {
        let baseURL = "http://\(request.host ?? "127.0.0.1")"
        guard request.method == "GET" || request.method == "HEAD" else {
            return .error(405, "Method not allowed")
        }
        let rateLimit = rateLimitHeaders()
        switch request.path {
        case "/photos", "/photos/":
            return listPhotos(request, baseURL: baseURL, extraHeaders: rateLimit)
        default:
            return .error(404, "Not found")
        }
    }

    private func listPhotos(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let perPage = min(Self.maximumPerPage, max(1, request.query["per_page"].flatMap { Int($0) } ?? Self.defaultPerPage))
        let start = (page - 1).multipliedReportingOverflow(by: perPage)
        let photos: [DemoPhoto] = start.overflow || start.partialValue >= catalog.count
            ? []
            : (start.partialValue..<min(catalog.count, start.partialValue + perPage)).compactMap {
                catalog.photo(at: $0, baseURL: baseURL)
            }
        let lastPage = max(1, (catalog.count + perPage - 1) / perPage)
        let headers = [
            ("Link", linkHeader(baseURL: baseURL, path: "/photos", page: page, perPage: perPage, lastPage: lastPage)),
            ("X-Total", String(catalog.count)),
            ("X-Per-Page", String(perPage)),
        ] + extraHeaders
        return .json(Self.encode(photos), headers: headers)
    }

    /// `Link` with first, prev, last and next, as Unsplash sends it (prev only after page 1, next only before the last).
    private func linkHeader(baseURL: String, path: String, page: Int, perPage: Int, lastPage: Int) -> String {
        func link(_ target: Int, _ relation: String) -> String {
            "<\(baseURL)\(path)?page=\(target)&per_page=\(perPage)>; rel=\"\(relation)\""
        }
        var links = [link(1, "first")]
        if page > 1 { links.append(link(min(page - 1, lastPage), "prev")) }
        links.append(link(lastPage, "last"))
        if page < lastPage { links.append(link(page + 1, "next")) }
        return links.joined(separator: ", ")
    }

    private func rateLimitHeaders() -> [(String, String)] {
        let hour = Int(Date().timeIntervalSince1970 / 3_600)
        let count = served.withLock { served in
            if served.hour != hour { served = (hour, 0) }
            served.count += 1
            return served.count
        }
        return [("X-Ratelimit-Limit", String(Self.hourlyLimit)), ("X-Ratelimit-Remaining", String(max(0, Self.hourlyLimit - count)))]
    }

    /// JSON with sorted keys, so the same request always yields the same bytes.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and dictionaries of them cannot fail.
        return (try? Array(encoder.encode(value))) ?? Array("[]".utf8)
    }
}
