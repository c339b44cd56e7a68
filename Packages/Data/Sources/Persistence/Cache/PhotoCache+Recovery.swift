public import Foundation

extension PhotoCache {
    /// Opens the cache at `path`; a file it cannot use — damaged, written by a newer photolist, another
    /// program's database, not writable, not a file — is first renamed aside with a timestamp, with its
    /// `-wal` and `-shm`, and a new cache is created. The cache is disposable: it is never a dead end.
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
        return try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
            let reason: PersistenceError
            do throws(PersistenceError) {
                try CacheFiles.requireWritable(path)
                return (PhotoCache(path: path, queue: try openQueue(path, wait: wait)), nil)
            } catch {
                switch error {
                case .busy, .full: throw error  // nothing wrong with the file; a new one would not help
                default: reason = error
                }
            }
            let aside = try CacheFiles.moveAside(path, reason: reason, now: now)
            return (PhotoCache(path: path, queue: try openQueue(path, wait: wait)), MovedAsideCache(path: aside, reason: reason))
        }
    }

    /// Deletes the cache at `path` without opening it: the database, its `-wal`, `-shm` and `-journal`,
    /// and every copy moved aside. It works whatever state the file is in; the next open creates an empty
    /// cache. A process that has the cache open keeps its own, now nameless, copy until it closes it.
    /// - Returns: the bytes freed.
    /// - Throws: ``PersistenceError/inaccessible(path:reason:)`` when the folder is not writable or a file
    ///   cannot be deleted; ``PersistenceError/busy(path:)`` when another process kept the folder locked
    ///   for 5 seconds while opening the cache.
    @discardableResult
    public static func clear(path: String) throws(PersistenceError) -> Int64 {
        try clear(path: path, wait: .standard)
    }

    /// ``clear(path:)``, waiting for the folder lock as `wait` says.
    static func clear(path: String, wait: LockWait) throws(PersistenceError) -> Int64 {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: directory) else { return 0 }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .inaccessible(path: path, reason: "\(directory) is not writable")
        }
        return try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
            try CacheFiles.deleteAll(path)
        }
    }
}
