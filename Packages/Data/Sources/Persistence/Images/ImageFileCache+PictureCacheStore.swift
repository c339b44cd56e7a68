public import Domain
import Foundation

/// The pictures kept on disk as Domain's `PictureCacheStore`, for `cache stats` and `cache clear`.
extension ImageFileCache: PictureCacheStore {
    /// The folder, its picture files and their bytes.
    public func usage() -> CacheUsage.Pictures {
        CacheUsage.Pictures(path: folder.path, files: count, bytes: Int64(size))
    }

    /// Removes every picture this cache wrote (``clear()``); a folder that is a link is left alone.
    public func removeAll() -> (removed: CacheUsage.Pictures, leftAlone: Bool) {
        let removed = clear()
        return (CacheUsage.Pictures(path: folder.path, files: removed.files, bytes: Int64(removed.bytes)), folderIsALink)
    }
}
