/// What clearing the disposable caches freed.
public struct CacheClearing: Hashable, Sendable {
    /// What emptying the offline copy removed.
    public struct Pages: Hashable, Sendable {
        /// The offline copy's database file, now empty (or, when ``bytesFreed`` is `nil`, where it would be).
        public let path: String
        /// The bytes the offline copy gave back; `nil` when there was no offline copy to empty. Rows deleted
        /// from a small copy may give back nothing: SQLite keeps a file's first pages.
        public let bytesFreed: Int64?
        /// The photos it held, now deleted: what says the copy was emptied when the bytes cannot.
        public let photos: Int
        /// The pages of listings it held, now deleted.
        public let pages: Int

        /// The offline copy at `path`, emptied of `photos` photos in `pages` pages, giving back `bytesFreed`.
        public init(path: String, bytesFreed: Int64?, photos: Int, pages: Int) {
            self.path = path
            self.bytesFreed = bytesFreed
            self.photos = photos
            self.pages = pages
        }
    }

    /// What emptying the offline copy removed.
    public let pages: Pages
    /// The pictures removed: their folder, how many files and bytes.
    public let pictures: CacheUsage.Pictures
    /// Whether the pictures folder is not the cache's own (a link to somewhere else) and was left alone.
    public let picturesFolderLeftAlone: Bool

    /// What one clearing freed.
    public init(pages: Pages, pictures: CacheUsage.Pictures, picturesFolderLeftAlone: Bool) {
        self.pages = pages
        self.pictures = pictures
        self.picturesFolderLeftAlone = picturesFolderLeftAlone
    }
}
