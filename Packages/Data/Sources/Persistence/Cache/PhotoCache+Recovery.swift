public import Foundation

extension PhotoCache {
    /// Opens the cache at `path`; a damaged file (not a database, truncated, failing `quick_check`) is first
    /// renamed aside with a timestamp, with its `-wal` and `-shm` files, and a new cache is created.
    /// - Returns: the cache, and the path the damaged file was moved to, if it was.
    public static func openRecovering(path: String, now: Date = Date()) throws(PersistenceError) -> (cache: PhotoCache, movedAside: String?) {
        try openRecovering(path: path, now: now, wait: .standard)
    }

    /// ``openRecovering(path:now:)``, waiting for locks as `wait` says.
    static func openRecovering(path: String, now: Date = Date(), wait: LockWait) throws(PersistenceError) -> (cache: PhotoCache, movedAside: String?) {
        try DatabaseFile.prepareDirectory(for: path)
        return try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
            do throws(PersistenceError) {
                return (PhotoCache(path: path, queue: try openQueue(path, wait: wait)), nil)
            } catch .corrupt {
                // Damaged: move the file aside below.
            }
            let aside = try moveAside(path, now: now)
            return (PhotoCache(path: path, queue: try openQueue(path, wait: wait)), aside)
        }
    }

    private static func moveAside(_ path: String, now: Date) throws(PersistenceError) -> String {
        let stamp = ISO8601DateFormatter.string(from: now, timeZone: .gmt, formatOptions: [.withYear, .withMonth, .withDay, .withTime, .withTimeZone])
        let aside = "\(path).corrupt-\(stamp)"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
        } catch {
            throw .inaccessible(path: path, reason: "the file is damaged and cannot be moved aside (\((error as NSError).localizedDescription))")
        }
        return aside
    }
}
