/// What clearing the disposable caches freed.
public struct CacheClearing: Hashable, Sendable {
    /// The offline copy's database file, now empty (or, when ``pagesBytesFreed`` is `nil`, where it would be).
    public let pagesPath: String
    /// The bytes the offline copy gave back; `nil` when there was no offline copy to empty.
    public let pagesBytesFreed: Int64?
    /// The pictures removed: their folder, how many files and bytes.
    public let pictures: CacheUsage.Pictures
    /// Whether the pictures folder is not the cache's own (a link to somewhere else) and was left alone.
    public let picturesFolderLeftAlone: Bool

    /// What one clearing freed.
    public init(pagesPath: String, pagesBytesFreed: Int64?, pictures: CacheUsage.Pictures, picturesFolderLeftAlone: Bool) {
        self.pagesPath = pagesPath
        self.pagesBytesFreed = pagesBytesFreed
        self.pictures = pictures
        self.picturesFolderLeftAlone = picturesFolderLeftAlone
    }
}
