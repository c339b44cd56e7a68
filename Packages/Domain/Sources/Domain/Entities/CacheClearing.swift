/// What clearing the disposable caches freed.
public struct CacheClearing: Hashable, Sendable {
    /// What emptying the offline copy removed.
    public struct OfflineCopy: Hashable, Sendable {
        /// The offline copy's database file, now empty (or, when ``bytesFreed`` is `nil`, where it would be).
        public let path: String
        /// The bytes the offline copy gave back; `nil` when there was no offline copy to empty. Rows deleted
        /// from a small copy may give back nothing: SQLite keeps a file's first pages.
        public let bytesFreed: Int64?
        /// The photos it held, now deleted, which say it was emptied when the bytes cannot; `nil` when they
        /// were not counted (a copy that could not be read, or one deleted whole for want of room).
        public let photos: Int?
        /// The pages of listings it held, now deleted; `nil` when not counted, as for ``photos``.
        public let pages: Int?

        /// The offline copy at `path`, emptied of `photos` photos in `pages` pages, giving back `bytesFreed`.
        public init(path: String, bytesFreed: Int64?, photos: Int?, pages: Int?) {
            self.path = path
            self.bytesFreed = bytesFreed
            self.photos = photos
            self.pages = pages
        }

        /// This clearing with its counts unknown: what a second try found says nothing of what the first
        /// deleted.
        public var uncounted: OfflineCopy {
            OfflineCopy(path: path, bytesFreed: bytesFreed, photos: nil, pages: nil)
        }
    }

    /// What emptying the offline copy removed.
    public let offlineCopy: OfflineCopy
    /// The pictures removed: their folder, how many files and bytes.
    public let pictures: CacheUsage.Pictures
    /// Whether the pictures folder is not the cache's own (a link to somewhere else) and was left alone.
    public let picturesFolderLeftAlone: Bool

    /// What one clearing freed.
    public init(offlineCopy: OfflineCopy, pictures: CacheUsage.Pictures, picturesFolderLeftAlone: Bool) {
        self.offlineCopy = offlineCopy
        self.pictures = pictures
        self.picturesFolderLeftAlone = picturesFolderLeftAlone
    }
}
