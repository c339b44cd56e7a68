import Domain
import PhotoListTerminal

/// One listing the offline copy keeps, as `cache stats --json` writes it: every key always present, `null`
/// where it does not apply, so a script reads each the same way.
struct CachedListingJSON: Encodable {
    let source: String
    let kind: String
    let order: String?
    let query: String?
    let orientation: String?
    let color: String?
    let perPage: Int?
    let key: String?
    let pages: [Int]
    let fetchedAt: String

    init(_ listing: CachedListing) {
        source = Stores.sourceOptions(forKey: listing.source)
        perPage = listing.perPage
        pages = listing.pages
        fetchedAt = ISO8601Timestamp.string(from: listing.fetchedAt)
        switch listing.kind {
        case .photos(let listed):
            (kind, order, query, orientation, color, key) = ("photos", listed?.rawValue, nil, nil, nil, nil)
        case .search(let text, let shape, let colour):
            (kind, order, query, orientation, color, key) = ("search", nil, text, shape?.rawValue, colour?.rawValue, nil)
        case .other(let stored):
            (kind, order, query, orientation, color, key) = ("other", nil, nil, nil, nil, stored)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(kind, forKey: .kind)
        try container.encode(order, forKey: .order)
        try container.encode(query, forKey: .query)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(color, forKey: .color)
        try container.encode(perPage, forKey: .perPage)
        try container.encode(key, forKey: .key)
        try container.encode(pages, forKey: .pages)
        try container.encode(fetchedAt, forKey: .fetchedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case source, kind, order, query, orientation, color, perPage, key, pages, fetchedAt
    }
}
