public import Foundation

extension PhotoCache {
    /// Opens the cache at `path` for a command that only reads it (`--offline`, `cache stats`): as
    /// ``openRecovering(path:now:)`` does, except that a cache file this user cannot write is read where it
    /// is, through a read-only connection, instead of being moved aside (so is one in a folder this user
    /// cannot write, where nothing could be moved aside). Only reading it changes nothing, and the pages
    /// synced into it stay offline. Every write through such a cache fails; a file that cannot be read so
    /// either (damaged, of another schema, not a cache) is opened recovering.
    public static func openForReading(path: String, now: Date = Date()) throws(PersistenceError) -> (cache: PhotoCache, movedAside: MovedAsideCache?) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let writable = (try? CacheFiles.requireWritable(path)) != nil && FileManager.default.isWritableFile(atPath: folder)
        if !writable, (try? CacheFiles.hasLiveFile(path)) == true,
           let queue = DatabaseFile.readOnlyQueue(path: path, label: "photolist.cache", migrator: CacheSchema.migrator) {
            return (PhotoCache(path: path, queue: queue), nil)
        }
        return try openRecovering(path: path, now: now)
    }
}
