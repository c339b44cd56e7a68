public import Domain

/// How the cache names a listing: the one place its key is written (``CachedPhotoRepository`` stores and
/// reads pages under it) and read back (``PhotoCache/stats()`` lists what is kept). The key holds the page
/// size, so pages of different sizes never mix.
public enum ListingKey {
    /// The key of the source's photos in `order`, `perPage` a page: `photos/<order>/<perPage>`, or
    /// `photos/<perPage>` without an order.
    public static func photos(order: PhotoOrder?, perPage: Int) -> String {
        (["photos"] + (order.map { [$0.rawValue] } ?? []) + [String(perPage)]).joined(separator: "/")
    }

    /// The key of a search, `perPage` a page: `search/<query>/<orientation>/<color>/<perPage>`, the query as
    /// searches compare it (`RecentSearches.key(for:)`), an empty part for a filter not set.
    public static func search(_ query: SearchQuery, perPage: Int) -> String {
        ["search", RecentSearches.key(for: query), query.orientation?.rawValue ?? "", query.color?.rawValue ?? "", String(perPage)]
            .joined(separator: "/")
    }

    /// The listing the stored `key` names, and its page size: read from the right, as a query may hold
    /// `/`. A key of no form above (another version's) is `CachedListing.Kind.other`, with no size.
    static func listing(_ key: String) -> (kind: CachedListing.Kind, perPage: Int?) {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let unknown: (CachedListing.Kind, Int?) = (.other(key), nil)
        guard let perPage = parts.last.flatMap({ Int($0) }), perPage > 0 else { return unknown }
        switch (parts.first, parts.count) {
        case ("photos", 2): return (.photos(order: nil), perPage)
        case ("photos", 3):
            guard let order = PhotoOrder(rawValue: parts[1]) else { return unknown }
            return (.photos(order: order), perPage)
        case ("search", 5...):
            let (orientation, color) = (parts[parts.count - 3], parts[parts.count - 2])
            let query = parts[1..<(parts.count - 3)].joined(separator: "/")
            guard !query.isEmpty,
                  let orientation = orientation.isEmpty ? .some(nil) : Orientation(rawValue: orientation).map(Optional.some),
                  let color = color.isEmpty ? .some(nil) : ColorFilter(rawValue: color).map(Optional.some)
            else { return unknown }
            return (.search(query: query, orientation: orientation, color: color), perPage)
        default: return unknown
        }
    }
}
