public import Domain

/// The offline cache's file as Domain's `PageCacheStore`: its usage and its clearing, for `cache stats`
/// and `cache clear`. A file photolist cannot use is moved aside first (``PhotoCache/openRecovering(path:now:)``),
/// and `movedAside` hears of it so the caller can say so.
public struct PhotoCacheFile: PageCacheStore {
    /// The cache's database file.
    public let path: String
    private let movedAside: @Sendable (MovedAsideCache) -> Void

    /// The cache file at `path`; `movedAside` is told of an unusable file renamed aside while opening it.
    public init(path: String, movedAside: @escaping @Sendable (MovedAsideCache) -> Void) {
        self.path = path
        self.movedAside = movedAside
    }

    /// What the cache holds, opening it. Without a cache file there is nothing cached: that is said as an
    /// empty cache, and none is made (a home that cannot hold one still answers). A file this user cannot
    /// write is read where it is (``PhotoCache/openForReading(path:now:)``): looking moves nothing aside.
    public func usage() throws(DomainError) -> CacheUsage.Pages {
        do {
            guard try CacheFiles.hasLiveFile(path) else { return CacheUsage.Pages(path: path, photos: 0, pages: 0, bytes: 0) }
            let (cache, aside) = try PhotoCache.openForReading(path: path)
            if let aside { movedAside(aside) }
            let stats = try cache.stats()
            return CacheUsage.Pages(path: stats.path, photos: stats.photos, pages: stats.pages, bytes: stats.bytes, listings: stats.listings)
        } catch {
            throw error.cacheDomainError
        }
    }

    /// Empties the cache through SQLite and deletes the copies moved aside (``PhotoCache/clear(path:)``).
    public func clear() throws(DomainError) -> CacheClearing.OfflineCopy {
        do {
            return try PhotoCache.clear(path: path)
        } catch {
            throw error.cacheDomainError
        }
    }
}
