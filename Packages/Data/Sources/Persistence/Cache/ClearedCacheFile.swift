/// What emptying the offline cache's file removed (``PhotoCache/clear(path:)``).
public struct ClearedCacheFile: Hashable, Sendable {
    /// The bytes the cache's files and the copies moved aside gave back.
    public let bytesFreed: Int64
    /// The photos the live file held, now deleted (a copy moved aside is counted in bytes only: it could
    /// not be read).
    public let photos: Int
    /// The pages of listings it held, now deleted.
    public let pages: Int

    /// A clearing that gave back `bytesFreed` and deleted `photos` photos in `pages` pages.
    public init(bytesFreed: Int64, photos: Int, pages: Int) {
        self.bytesFreed = bytesFreed
        self.photos = photos
        self.pages = pages
    }
}
