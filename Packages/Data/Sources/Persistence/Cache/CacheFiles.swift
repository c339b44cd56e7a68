import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a cache on disk — the database, its `-wal`, `-shm` and `-journal`, and the copies moved
/// aside — looked at as files, without SQLite, so an unusable cache can always be replaced or cleared.
/// Nothing here opens, deletes or replaces the live database or its companions beside a connection:
/// only a copy already moved aside is deleted.
enum CacheFiles {
    /// SQLite's companions of a database file.
    static let companions = DatabaseFile.companionSuffixes

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
            throw .inaccessible(path: path, reason: "it is unusable and cannot be moved aside: \(FileSystemReason.of(error))")
        }
        for suffix in companions where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
        }
        return aside
    }

    /// Deletes the copies of the cache at `path` that were moved aside (regular files only, never through
    /// a link): nothing has them open, as they were moved aside because nothing could use them.
    static func deleteMovedAside(_ path: String) throws(PersistenceError) {
        let (directory, name) = split(path)
        guard let folder = PrivateFolder(directory) else { return }
        for file in folder.files(where: { isMovedAside($0, of: name) }) where !folder.remove(file.name) {
            throw .inaccessible(path: path, reason: "cannot delete \(file.name) (\(String(cString: strerror(errno))))")
        }
    }

    /// What ``deleteIfUnused(_:)`` did.
    enum Deletion: Equatable {
        /// The cache and its companions are gone.
        case deleted
        /// A connection has the cache open; nothing was deleted.
        case inUse
        /// The cache is not photolist's own regular file (a link, say); nothing was deleted.
        case notOwnFile
    }

    /// Deletes the cache at `path` and its companions (regular files only, never through a link), when no
    /// connection has it open, as the last way to free a disk too full for SQLite to empty it. Call it
    /// holding the ``FolderLock``, so nothing opens the cache meanwhile. Every connection to a WAL database
    /// holds a shared lock while it is open (photolist's, and a sqlite3 shell's once it has read), so
    /// SQLite's exclusive lock, asked for without waiting, is granted only when there is none: SQLite's
    /// files deleted beside a connection is how a database is lost. (Closing the checking connection may
    /// try a checkpoint, which a full disk refuses; the files are deleted all the same.)
    static func deleteIfUnused(_ path: String) -> Deletion {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .notOwnFile }
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        // Exclusive locking mode keeps WAL's index in this process's memory: the check needs no room on disk.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.inDatabase { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                try db.execute(sql: "ROLLBACK")
            }
            try? queue.close()
        } catch {
            return .inUse
        }
        let (directory, name) = split(path)
        guard let folder = PrivateFolder(directory) else { return .notOwnFile }
        for file in folder.files(where: { file in file == name || companions.contains { file == name + $0 } }) {
            _ = folder.remove(file.name)
        }
        return FileManager.default.fileExists(atPath: path) ? .notOwnFile : .deleted
    }

    /// Whether something is at the cache's own name `path`, looked at without following a link (a link
    /// there is a file to use or refuse, not no file). Only a name that is not there, or cannot be (a file
    /// stands where one of its folders should), is no file: any other failure is a cache that cannot be
    /// reached.
    static func hasLiveFile(_ path: String) throws(PersistenceError) -> Bool {
        var status = stat()
        guard lstat(path, &status) != 0 else { return true }
        let failure = errno
        guard failure == ENOENT || failure == ENOTDIR else { throw .inaccessible(path: path, reason: "it cannot be read (\(String(cString: strerror(failure))))") }
        return false
    }

    /// The disk space every regular file of the cache at `path` takes: the database, its companions and
    /// the copies moved aside.
    static func bytes(of path: String) -> Int64 {
        let (directory, name) = split(path)
        guard let folder = PrivateFolder(directory) else { return 0 }
        let files = folder.files { file in file == name || companions.contains { file == name + $0 } || isMovedAside(file, of: name) }
        return files.reduce(0) { $0 + Int64($1.bytes) }
    }

    /// Whether the file named `candidate` is a copy of the cache named `name` moved aside, or a companion of one.
    private static func isMovedAside(_ candidate: String, of name: String) -> Bool {
        candidate.hasPrefix(name + ".corrupt-") || candidate.hasPrefix(name + ".unusable-")
    }

    private static func split(_ path: String) -> (directory: String, name: String) {
        let url = URL(fileURLWithPath: path)
        return (url.deletingLastPathComponent().path, url.lastPathComponent)
    }
}
