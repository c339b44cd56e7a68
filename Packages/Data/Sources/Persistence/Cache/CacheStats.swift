public import Domain

/// What the cache holds, for `photolist cache stats`.
public struct CacheStats: Hashable, Sendable {
    /// The database file.
    public let path: String
    /// Distinct photos stored.
    public let photos: Int
    /// Distinct pages stored, across every source and listing.
    public let pages: Int
    /// Bytes on disk: the database file and its write-ahead log.
    public let bytes: Int64
    /// The listings those pages belong to, by source and key.
    public let listings: [CachedListing]
}
