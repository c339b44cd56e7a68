/// What the disposable caches hold: the offline copies of pages and photos, and the pictures kept on disk.
/// The library (favourites, recent searches) is not a cache and is never counted or cleared with them.
public struct CacheUsage: Hashable, Sendable {
    /// The offline copy of pages and photos in its database file.
    public struct Pages: Hashable, Sendable {
        /// The database file.
        public let path: String
        /// How many photos it holds.
        public let photos: Int
        /// How many pages of listings it holds.
        public let pages: Int
        /// Its size on disk, with its companion files.
        public let bytes: Int64
        /// The listings those pages belong to, by source and then as the cache orders them.
        public let listings: [CachedListing]

        /// The offline copy at `path` holding `photos` photos in `pages` pages of `listings`, `bytes` on disk.
        public init(path: String, photos: Int, pages: Int, bytes: Int64, listings: [CachedListing] = []) {
            self.path = path
            self.photos = photos
            self.pages = pages
            self.bytes = bytes
            self.listings = listings
        }
    }

    /// The pictures kept on disk, in their folder.
    public struct Pictures: Hashable, Sendable {
        /// The folder.
        public let path: String
        /// How many picture files.
        public let files: Int
        /// Their size on disk.
        public let bytes: Int64

        /// `files` pictures of `bytes` in all, in the folder at `path`.
        public init(path: String, files: Int, bytes: Int64) {
            self.path = path
            self.files = files
            self.bytes = bytes
        }
    }

    /// The offline pages and photos.
    public let pages: Pages
    /// The pictures.
    public let pictures: Pictures

    /// Both caches' usage.
    public init(pages: Pages, pictures: Pictures) {
        self.pages = pages
        self.pictures = pictures
    }
}
