import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a cache on disk — the database, its `-wal`, `-shm` and `-journal`, and the copies moved
/// aside — handled as files, without SQLite, so an unusable cache can always be replaced or cleared.
enum CacheFiles {
    /// SQLite's companions of a database file.
    static let companions = ["-wal", "-shm", "-journal"]

    /// Throws when the cache file, or a companion of it, exists but this user cannot write it (read-only,
    /// or owned by someone else): SQLite would open it read-only and fail at the first write.
    static func requireWritable(_ path: String) throws(PersistenceError) {
        for file in [path] + companions.map({ path + $0 }) where FileManager.default.fileExists(atPath: file) {
            guard access(file, W_OK) == 0 else {
                throw .inaccessible(path: path, reason: "\(URL(fileURLWithPath: file).lastPathComponent) is not writable")
            }
        }
    }

    /// Renames `path` and its companions aside, named for `reason` and `now`; returns the new path.
    static func moveAside(_ path: String, reason: PersistenceError, now: Date) throws(PersistenceError) -> String {
        let stamp = ISO8601DateFormatter.string(from: now, timeZone: .gmt, formatOptions: [.withYear, .withMonth, .withDay, .withTime, .withTimeZone])
        let kind = if case .corrupt = reason { "corrupt" } else { "unusable" }
        let base = "\(path).\(kind)-\(stamp)"
        var aside = base
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside) {
            attempt += 1
            aside = "\(base)-\(attempt)"
        }
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
        } catch {
            throw .inaccessible(path: path, reason: "it is unusable and cannot be moved aside (\((error as NSError).localizedDescription))")
        }
        for suffix in companions where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
        }
        return aside
    }

    /// Deletes every regular file of the cache at `path` (a folder in its place is left for
    /// ``moveAside(_:reason:now:)``); returns the bytes freed.
    static func deleteAll(_ path: String) throws(PersistenceError) -> Int64 {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var freed: Int64 = 0
        for candidate in names where belongs(candidate, to: name) {
            let file = (directory as NSString).appendingPathComponent(candidate)
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            guard unlink(file) == 0 || errno == ENOENT else {
                throw .inaccessible(path: path, reason: "cannot delete \(candidate) (\(String(cString: strerror(errno))))")
            }
            freed += Int64(status.st_size)
        }
        return freed
    }

    /// Whether the file named `candidate` is part of the cache named `name`.
    private static func belongs(_ candidate: String, to name: String) -> Bool {
        candidate == name || companions.contains { candidate == name + $0 }
            || candidate.hasPrefix(name + ".corrupt-") || candidate.hasPrefix(name + ".unusable-")
    }
}
