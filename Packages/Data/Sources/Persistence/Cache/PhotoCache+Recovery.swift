public import Domain
public import Foundation

extension PhotoCache {
    /// Opens the cache at `path`; a file it cannot use — damaged, written by a newer photolist, another
    /// program's database, not writable, not a file — is first renamed aside with a timestamp, with its
    /// `-wal` and `-shm`, and a new cache is created. The cache is disposable: it is never a dead end. On a
    /// full disk a current file is still opened, for reading, with WAL's index in the process's memory.
    /// - Returns: the cache, and what was moved aside and why, if anything was.
    /// - Throws: ``PersistenceError/busy(path:)`` when another process kept it locked for 5 seconds,
    ///   ``PersistenceError/full(path:)``, and ``PersistenceError/inaccessible(path:reason:)`` when its
    ///   folder cannot be created or written (then nothing can be moved aside either).
    public static func openRecovering(path: String, now: Date = Date()) throws(PersistenceError) -> (cache: PhotoCache, movedAside: MovedAsideCache?) {
        try openRecovering(path: path, now: now, wait: .standard)
    }

    /// ``openRecovering(path:now:)``, waiting for locks as `wait` says.
    static func openRecovering(path: String, now: Date = Date(), wait: LockWait) throws(PersistenceError) -> (cache: PhotoCache, movedAside: MovedAsideCache?) {
        try DatabaseFile.prepareDirectory(for: path)
        var movedAside: MovedAsideCache?
        let queue = try OpenDatabases.queue(at: path) { () throws(PersistenceError) in
            try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
                let reason: PersistenceError
                do throws(PersistenceError) {
                    try CacheFiles.requireWritable(path)
                    return try openQueue(path, wait: wait)
                } catch {
                    switch error {
                    case .full:
                        // Nothing wrong with the file, and no room for WAL's 32 KB index: read it with the index
                        // in memory (the connection shuts other processes out while it lives; writes fail as
                        // full), so the offline copy and its figures still show on a full disk.
                        return try DatabaseFile.open(path, label: "photolist.cache", migrator: CacheSchema.migrator, wait: wait, sharedMemory: false)
                    case .busy: throw error  // nothing wrong with the file; a new one would not help
                    default: reason = error
                    }
                }
                let aside = try CacheFiles.moveAside(path, reason: reason, now: now)
                movedAside = MovedAsideCache(path: aside, reason: reason)
                return try openQueue(path, wait: wait)
            }
        }
        return (PhotoCache(path: path, queue: queue), movedAside)
    }

    /// Empties the cache at `path` whatever state its file is in, and deletes every copy moved aside.
    ///
    /// The live file is emptied through SQLite (an unusable one is first moved aside like
    /// ``openRecovering(path:now:)`` does, then deleted with the other copies), never deleted under a
    /// connection: another process may have it open, and SQLite's files deleted or replaced beside a
    /// connection is how a database is lost. So a clear waits for another process's write like any write.
    /// When the disk is too full even to empty it, the files are deleted instead, if nothing has them open
    /// (checked with SQLite's own exclusive lock): a full disk must not keep its disposable cache.
    /// - Returns: the bytes freed (`nil` when there was no cache at all, neither a file to empty, and none
    ///   is made to be emptied, nor a copy moved aside) and the photos and pages deleted from the live file
    ///   (`nil` when they were not counted: the file was deleted whole, or was unusable and moved aside).
    /// - Throws: ``PersistenceError/inaccessible(path:reason:)`` when the folder holding a cache is not writable;
    ///   ``PersistenceError/busy(path:)`` when another process kept the cache locked for 5 seconds, or
    ///   has it open while the disk is too full to empty it; ``PersistenceError/full(path:)`` when the disk
    ///   has no room even to empty it and its files are not photolist's own to delete (a link).
    @discardableResult
    public static func clear(path: String) throws(PersistenceError) -> CacheClearing.OfflineCopy {
        try clear(path: path, wait: .standard)
    }

    /// ``clear(path:)``, waiting for locks as `wait` says.
    static func clear(path: String, wait: LockWait) throws(PersistenceError) -> CacheClearing.OfflineCopy {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let none = CacheClearing.OfflineCopy(path: path, bytesFreed: nil, photos: nil, pages: nil)
        guard FileManager.default.fileExists(atPath: directory) else { return none }
        let before = CacheFiles.bytes(of: path)
        let hasLiveFile = try CacheFiles.hasLiveFile(path)
        // No live file and no copy moved aside: there is no cache to clear, in a folder this user can write or not.
        guard hasLiveFile || before > 0 else { return none }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .inaccessible(path: path, reason: "\(directory) is not writable")
        }
        var deleted: (photos: Int, pages: Int)?
        do {
            if hasLiveFile {
                // The connection closes at the end of this scope unless the process has the cache open
                // elsewhere, so what is measured next is the file at rest.
                let (cache, movedAside) = try openRecovering(path: path, wait: wait)
                let counted = try cache.clear()
                deleted = movedAside == nil ? counted : nil  // what the unusable file held cannot be told
            }
        } catch .full {
            try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
                switch CacheFiles.deleteIfUnused(path) {
                case .deleted: break
                case .inUse: throw .busy(path: path)  // neither emptied nor deleted until that connection ends
                case .notOwnFile: throw .full(path: path)
                }
            }
        }
        try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
            try CacheFiles.deleteMovedAside(path)
        }
        return CacheClearing.OfflineCopy(path: path, bytesFreed: max(0, before - CacheFiles.bytes(of: path)), photos: deleted?.photos, pages: deleted?.pages)
    }
}
