import Synchronization

extension DemoRouter {
    /// The orders a photo listing of a topic or a user takes (`order_by`), as `GET /photos` does.
    static let photoOrders = ["latest", "oldest", "popular"]
    /// Unsplash's `orientation` values.
    static let orientations = ["landscape", "portrait", "squarish"]

    /// The 400 Unsplash answers when `order_by` (checked only when `orders` is given) or `orientation` has
    /// a value it does not take; nil when the request is fine.
    func listingRejection(_ request: DemoRequest, orders: [String]?) -> DemoResponse? {
        if let orders, let order = request.query["order_by"], !orders.contains(order) {
            return .error(400, "order_by is invalid")
        }
        if let orientation = request.query["orientation"], !Self.orientations.contains(orientation) {
            return .error(400, "orientation is invalid")
        }
        return nil
    }

    /// One page of a list of `total` items, paged as `GET /photos` is (`page`, `per_page`), with the same
    /// `Link`, `X-Total` and `X-Per-Page` headers; `items` makes the JSON of the items in a range.
    /// `pathAndQuery` is what the `Link` addresses carry before the paging parameters.
    func pagedResponse(
        total: Int,
        _ request: DemoRequest,
        pathAndQuery: String,
        baseURL: String,
        extraHeaders: [(String, String)],
        items: (Range<Int>) -> [DemoJSON]
    ) -> DemoResponse {
        let (page, perPage) = paging(request)
        let start = (page - 1).multipliedReportingOverflow(by: perPage)
        let range = start.overflow || start.partialValue >= total ? 0..<0 : start.partialValue..<min(total, start.partialValue + perPage)
        let lastPage = max(1, (total + perPage - 1) / perPage)
        let headers = [
            ("Link", linkHeader(baseURL: baseURL, path: pathAndQuery, page: page, perPage: perPage, lastPage: lastPage)),
            ("X-Total", String(total)),
            ("X-Per-Page", String(perPage)),
        ] + extraHeaders
        return .json(DemoJSON.array(items(range)).bytes, headers: headers)
    }

    /// A page of the catalog photos of a topic, collection or user: `members` (newest first) filtered by
    /// the request's `orientation` and put in its `order_by` (when `ordered`), as list-shaped photo objects.
    /// `listing` names the list for the cache and `path` is its address.
    func photoListing(
        _ members: @autoclosure () -> [Int],
        listing: String,
        path: String,
        ordered: Bool,
        _ request: DemoRequest,
        baseURL: String,
        extraHeaders: [(String, String)]
    ) -> DemoResponse {
        let order = ordered ? request.query["order_by"] ?? "latest" : "latest"
        let orientation = request.query["orientation"]
        let indices = orderedIndices(listing: listing, members, order: order, orientation: orientation)
        var parameters: [String] = []
        if order != "latest" { parameters.append("order_by=\(order)") }
        if let orientation { parameters.append("orientation=\(orientation)") }
        let pathAndQuery = parameters.isEmpty ? path : path + "?" + parameters.joined(separator: "&")
        return pagedResponse(total: indices.count, request, pathAndQuery: pathAndQuery, baseURL: baseURL, extraHeaders: extraHeaders) { range in
            indices[range].compactMap { catalog.photo(at: $0, baseURL: baseURL)?.listJSON }
        }
    }

    /// `members` with only the photos of `orientation` (when given), in `order`: newest first (as given),
    /// oldest first, or most liked first (ties newest first). Cached unless nothing needs doing.
    func orderedIndices(listing: String, _ members: () -> [Int], order: String, orientation: String?) -> [Int] {
        guard order != "latest" || orientation != nil else { return members() }
        let key = "\(listing)|\(order)|\(orientation ?? "")"
        if let cached = listingCache.withLock({ $0[key] }) {
            return cached
        }
        var photos = members().compactMap { catalog.photo(at: $0, baseURL: "") }
        if let orientation {
            photos = photos.filter { $0.orientation == orientation }
        }
        switch order {
        case "oldest": photos.reverse()
        case "popular": photos.sort { ($0.likes, $1.index) > ($1.likes, $0.index) }
        default: break
        }
        let indices = photos.map(\.index)
        listingCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = indices
        }
        return indices
    }
}
