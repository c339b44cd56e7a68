import Domain

/// One listing the offline copy keeps, as `cache stats --json` writes it: every key always present, `null`
/// where it does not apply, so a script reads each the same way.
struct CachedListingJSON: Encodable {
    /// How the cache names the source (`demo`, `demo@http://127.0.0.1:8080`), as `sync --json` names it.
    let source: String
    /// The options that choose that source (`--source demo --base-url …`), to read the listing offline.
    let sourceOptions: String
    /// `photos`, `search`, or `other` for a listing another photolist kept.
    let kind: String
    /// A photo list's order, when it has one.
    let order: String?
    /// A search's query, as searches compare it (case-folded).
    let query: String?
    /// A search's orientation filter, when set.
    let orientation: String?
    /// A search's colour filter, when set.
    let color: String?
    /// The page size, when the listing's kind is known.
    let perPage: Int?
    /// The stored key of a listing another photolist kept (`other`); else `nil`.
    let key: String?
    /// The page numbers kept, in order.
    let pages: [Int]
    /// When the newest page was fetched (ISO 8601), when the copy says.
    let fetchedAt: String?

    init(_ listing: CachedListing) {
        source = listing.source
        sourceOptions = Stores.sourceOptions(forKey: listing.source)
        perPage = listing.perPage
        pages = listing.pages
        fetchedAt = listing.fetchedAt.map(ISO8601Timestamp.string(from:))
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
        try container.encode(sourceOptions, forKey: .sourceOptions)
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
        case source, sourceOptions, kind, order, query, orientation, color, perPage, key, pages, fetchedAt
    }
}
