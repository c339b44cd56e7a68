import Foundation
import Synchronization

/// Answers requests in Unsplash's dialect from a ``DemoCatalog``, and serves the web pages its links point
/// to (a photo's, a photographer's). Pure apart from a request counter that feeds the rate-limit headers
/// and a draw counter that seeds `GET /photos/random`, so it can be tested without a socket.
public final class DemoRouter: Sendable {
    /// Unsplash's largest page.
    static let maximumPerPage = 30
    /// Unsplash's default page size.
    static let defaultPerPage = 10
    /// The hourly quota the rate-limit headers describe (a production key's).
    static let hourlyLimit = 5_000

    /// The photos it serves.
    let catalog: DemoCatalog
    private let served = Mutex((hour: 0, count: 0))
    /// Matching catalog indices by normalised query, so paging through results does not rescan.
    private let searchCache = Mutex<[String: [Int]]>([:])
    /// Encoded list pages by host and paging: the catalog never changes, so a page is encoded once.
    private let pageCache = Mutex<[String: [UInt8]]>([:])
    /// Catalog indices, most liked first (ties by index), computed on the first `order_by=popular`.
    private let popularOrder = Mutex<[Int]?>(nil)
    /// Each topic's photos by topic number (catalog indices, newest first), found in one pass over the
    /// catalog on the first topic request.
    let topicMembers = Mutex<[[Int]]?>(nil)
    /// Topic, collection and user listings filtered by orientation or in another order than newest first,
    /// by listing, order and orientation, so paging through one does not sort it again.
    let listingCache = Mutex<[String: [Int]]>([:])
    /// The seed of the next `GET /photos/random` draw, counting up from the router's `randomSeed`: answers
    /// differ from call to call, and two routers made with one seed draw the same sequence (tests).
    let randomDraws: Mutex<UInt64>

    /// Creates a router over `catalog`; `randomSeed` starts its random draws (a running server passes a
    /// random one, so each run picks anew; tests keep the default, so a failure can be replayed).
    public init(catalog: DemoCatalog, randomSeed: UInt64 = 0) {
        self.catalog = catalog
        randomDraws = Mutex(randomSeed)
    }

    /// The response to `request`.
    public func respond(to request: DemoRequest) -> DemoResponse {
        let baseURL = "http://\(request.host ?? "127.0.0.1")"
        guard request.method == "GET" || request.method == "HEAD" else {
            return .error(405, "Method not allowed", headers: [("Allow", "GET, HEAD")])  // RFC 9110 §15.5.6: a 405 names what is allowed
        }
        let segments = request.segments
        // Web pages are the website's, not the API's: they count against no quota.
        if let page = webPage(segments, baseURL: baseURL) {
            return page
        }
        // Only API calls count against the hourly quota, as on Unsplash; pictures come from the image host,
        // which counts nothing.
        switch segments.count {
        case 1 where segments[0] == "photos":
            return listPhotos(request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 1 where segments[0] == "topics":
            return listTopics(request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 1 where segments[0] == "collections":
            return listCollections(request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments == ["search", "photos"]:
            return searchPhotos(request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        // Before the detail: "random" is a route, not a photo id.
        case 2 where segments == ["photos", "random"]:
            return randomPhotos(request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments[0] == "photos":
            return photoDetail(id: segments[1], baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments[0] == "topics":
            return topic(idOrSlug: segments[1], baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments[0] == "collections":
            return collection(id: segments[1], baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments[0] == "users":
            return userProfile(username: segments[1], baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 2 where segments[0] == "images":
            return image(id: segments[1], request)
        case 3 where segments[0] == "photos" && segments[2] == "download":
            return downloadLocation(id: segments[1], baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 3 where segments[0] == "topics" && segments[2] == "photos":
            return topicPhotos(idOrSlug: segments[1], request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 3 where segments[0] == "collections" && segments[2] == "photos":
            return collectionPhotos(id: segments[1], request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 3 where segments[0] == "collections" && segments[2] == "related":
            return relatedCollections(id: segments[1], extraHeaders: rateLimitHeaders())
        case 3 where segments[0] == "users" && segments[2] == "photos":
            return userPhotos(username: segments[1], request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        case 3 where segments[0] == "users" && Self.userExtras.contains(segments[2]):
            return userExtra(segments[2], username: segments[1], request, baseURL: baseURL, extraHeaders: rateLimitHeaders())
        default:
            return featureResponse(segments) ?? .error(404, "Not found")
        }
    }

    /// `GET /search/photos?query=&page=&per_page=&orientation=&color=`: every word of the query must appear
    /// in the photo's description, alt text, photographer or place (case- and accent-insensitive).
    private func searchPhotos(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let query = (request.query["query"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            return .error(400, "query is missing")
        }
        let orientation = request.query["orientation"]
        if let orientation, !["landscape", "portrait", "squarish"].contains(orientation) {
            return .error(400, "orientation is invalid")
        }
        let color = request.query["color"]
        if let color, !DemoColorName.all.contains(color) {
            return .error(400, "color is invalid")
        }
        let (page, perPage) = paging(request)
        let matches = matchingIndices(query: query, orientation: orientation, color: color)
        let start = (page - 1).multipliedReportingOverflow(by: perPage)
        let results: [DemoPhoto] = start.overflow || start.partialValue >= matches.count
            ? []
            : matches[start.partialValue..<min(matches.count, start.partialValue + perPage)].compactMap {
                catalog.photo(at: $0, baseURL: baseURL)
            }
        let totalPages = (matches.count + perPage - 1) / perPage
        let body = DemoJSON.object([
            "results": .array(results.map(\.listJSON)), "total": .int(matches.count), "total_pages": .int(totalPages),
        ])
        var pathAndQuery = "/search/photos?query=\(Self.formEncode(query))"
        if let orientation { pathAndQuery += "&orientation=\(orientation)" }
        if let color { pathAndQuery += "&color=\(color)" }
        let headers = [
            ("Link", linkHeader(baseURL: baseURL, path: pathAndQuery, page: page, perPage: perPage, lastPage: max(1, totalPages))),
            ("X-Total", String(matches.count)),
            ("X-Per-Page", String(perPage)),
        ] + extraHeaders
        return .json(body.bytes, headers: headers)
    }

    /// `GET /photos/{id}`: the photo with exif, location, tags and counts.
    private func photoDetail(id: String, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let index = catalog.index(of: id), let photo = catalog.detailedPhoto(at: index, baseURL: baseURL) else {
            return .error(404, "Couldn't find Photo")
        }
        return .json(Self.encode(photo), headers: extraHeaders)
    }

    /// `GET /photos/{id}/download`: where the file is, as Unsplash answers its download trigger.
    private func downloadLocation(id: String, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard catalog.index(of: id) != nil else {
            return .error(404, "Couldn't find Photo")
        }
        return .json(Self.encode(["url": "\(baseURL)/images/\(id)?ixid=demo&fm=jpg"]), headers: extraHeaders)
    }

    /// `GET /images/{id}?w=&h=&fit=`: the photo's picture (cut from a bundled photograph) as a JPEG (the
    /// addresses in `urls` and the download link point here), sized as imgix sizes (see ``DemoPicture``).
    /// Like Unsplash's image host, it needs no key and has no rate limit; 500 if the picture cannot be made.
    private func image(id: String, _ request: DemoRequest) -> DemoResponse {
        guard let index = catalog.index(of: id), let photo = catalog.photo(at: index, baseURL: "") else {
            guard id.hasPrefix(Self.profilePicturePrefix) else { return .error(404, "Couldn't find Photo") }
            return profilePicture(username: String(id.dropFirst(Self.profilePicturePrefix.count)), request)
        }
        return picture(of: photo, request)
    }

    /// What a profile picture's address starts with after `/images/`, before the username (a photo's id
    /// that happened to start so would still name its photo: ids are looked up first).
    static let profilePicturePrefix = "profile-"

    /// `GET /images/profile-{username}?w=&h=&fit=`: a user's profile picture, cut from their newest photo
    /// (the addresses in `profile_image` point here); 404 for a user with no photo in the catalog.
    private func profilePicture(username: String, _ request: DemoRequest) -> DemoResponse {
        guard let newest = catalog.photos(byUsername: username, baseURL: "", limit: 1).first else {
            return .error(404, "Couldn't find User")
        }
        return picture(of: newest, request)
    }

    /// `photo`'s picture sized as `request`'s `w`, `h` and `fit` say, as a JPEG.
    private func picture(of photo: DemoPhoto, _ request: DemoRequest) -> DemoResponse {
        let requestedWidth = request.query["w"].flatMap { Int($0) }.map { max(1, $0) }
        let requestedHeight = request.query["h"].flatMap { Int($0) }.map { max(1, $0) }
        let picture = DemoPicture(photo: photo, requestedWidth: requestedWidth, requestedHeight: requestedHeight, crop: request.query["fit"] == "crop")
        do {
            return DemoResponse(status: 200, headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "max-age=31536000")], body: try picture.jpeg())
        } catch {
            return .error(500, "The picture could not be made: \(error.message)")
        }
    }

    /// The catalog indices whose text holds every word of `query` (and that have `orientation` and
    /// `color`, when given), newest first; cached by normalised query.
    func matchingIndices(query: String, orientation: String?, color: String?) -> [Int] {
        let words = Self.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
        let key = words.joined(separator: " ") + "|" + (orientation ?? "") + "|" + (color ?? "")
        if let cached = searchCache.withLock({ $0[key] }) {
            return cached
        }
        let matches = (0..<catalog.count).filter { index in
            guard let photo = catalog.photo(at: index, baseURL: "") else { return false }
            if let orientation, photo.orientation != orientation { return false }
            if let color, DemoColorName.of(photo.color) != color { return false }
            let text = Self.fold(photo.searchableText)
            return words.allSatisfy { text.contains($0) }
        }
        searchCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = matches
        }
        return matches
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Percent-encodes a query value for links back to this server.
    static func formEncode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    /// `page` (at least 1) and `per_page` (1…30, default 10) of `request`, clamped as Unsplash clamps them.
    func paging(_ request: DemoRequest) -> (page: Int, perPage: Int) {
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let perPage = min(Self.maximumPerPage, max(1, request.query["per_page"].flatMap { Int($0) } ?? Self.defaultPerPage))
        return (page, perPage)
    }

    /// `GET /photos?page=&per_page=&order_by=latest|oldest|popular`: the catalog, newest first by default.
    private func listPhotos(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let order = request.query["order_by"] ?? "latest"
        guard ["latest", "oldest", "popular"].contains(order) else {
            return .error(400, "order_by is invalid")
        }
        let (page, perPage) = paging(request)
        let body = cachedPage(key: "\(baseURL) \(order) \(page) \(perPage)") {
            let start = (page - 1).multipliedReportingOverflow(by: perPage)
            let positions = start.overflow || start.partialValue >= catalog.count
                ? 0..<0
                : start.partialValue..<min(catalog.count, start.partialValue + perPage)
            let photos = positions.compactMap { catalog.photo(at: catalogIndex(at: $0, order: order), baseURL: baseURL) }
            return DemoJSON.array(photos.map(\.listJSON)).bytes
        }
        let lastPage = max(1, (catalog.count + perPage - 1) / perPage)
        let path = order == "latest" ? "/photos" : "/photos?order_by=\(order)"
        let headers = [
            ("Link", linkHeader(baseURL: baseURL, path: path, page: page, perPage: perPage, lastPage: lastPage)),
            ("X-Total", String(catalog.count)),
            ("X-Per-Page", String(perPage)),
        ] + extraHeaders
        return .json(body, headers: headers)
    }

    /// The catalog index shown at `position` of the listing in `order`.
    private func catalogIndex(at position: Int, order: String) -> Int {
        switch order {
        case "oldest":
            return catalog.count - 1 - position
        case "popular":
            let sorted = popularOrder.withLock { cached in
                if let cached { return cached }
                let likes = (0..<catalog.count).map { catalog.photo(at: $0, baseURL: "")?.likes ?? 0 }
                let sorted = likes.indices.sorted { (likes[$0], $1) > (likes[$1], $0) }
                cached = sorted
                return sorted
            }
            return sorted[position]
        default:
            return position
        }
    }

    /// The cached body for `key`, encoding it with `make` on first use. Bounded: cleared when full.
    private func cachedPage(key: String, _ make: () -> [UInt8]) -> [UInt8] {
        if let body = pageCache.withLock({ $0[key] }) {
            return body
        }
        let body = make()
        pageCache.withLock { cache in
            if cache.count >= 512 { cache.removeAll() }
            cache[key] = body
        }
        return body
    }

    /// `Link` with first, prev, last and next, as Unsplash sends it (prev only after page 1, next only before the last).
    func linkHeader(baseURL: String, path: String, page: Int, perPage: Int, lastPage: Int) -> String {
        let separator = path.contains("?") ? "&" : "?"
        func link(_ target: Int, _ relation: String) -> String {
            "<\(baseURL)\(path)\(separator)page=\(target)&per_page=\(perPage)>; rel=\"\(relation)\""
        }
        var links = [link(1, "first")]
        if page > 1 { links.append(link(min(page - 1, lastPage), "prev")) }
        links.append(link(lastPage, "last"))
        if page < lastPage { links.append(link(page + 1, "next")) }
        return links.joined(separator: ", ")
    }

    /// Counts one API call against the hourly quota and returns the quota headers to send with its answer.
    func rateLimitHeaders() -> [(String, String)] {
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
