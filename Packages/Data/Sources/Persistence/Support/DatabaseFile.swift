import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the cache and the library share: where the file goes, how it is opened, and how it is checked.
enum DatabaseFile {
    /// How long a writer waits for another process's lock before failing.
    static let busyTimeout: TimeInterval = 5

    /// Creates the folder of `path` (and its parents) readable by the user only.
    static func prepareDirectory(for path: String) throws(PersistenceError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw .inaccessible(path: path, reason: "cannot create \(directory) (\((error as NSError).localizedDescription))")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .inaccessible(path: path, reason: "\(directory) is not writable")
        }
    }

    /// Runs `body` holding an exclusive `flock` on the folder of `path`, so that two processes opening the
    /// same file never check, move aside, create or migrate it at the same time. (SQLite's busy timeout does
    /// not cover that moment: switching a new file to WAL, and the migrator's "which migrations ran?"
    /// read before its write, both race.) Held only while opening, never while reading or writing.
    static func whileOpening<Value>(_ path: String, _ body: () throws(PersistenceError) -> Value) throws(PersistenceError) -> Value {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else {
            throw .inaccessible(path: path, reason: "cannot open \(directory) (errno \(errno))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .inaccessible(path: path, reason: "cannot lock \(directory) (errno \(errno))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// A pool on `path` in WAL mode with a busy timeout, migrated to `migrator`'s newest schema.
    static func openPool(path: String, label: String, migrator: DatabaseMigrator) throws(PersistenceError) -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = label
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            // A newer photolist's migrations are unknown here (GRDB's migrator would stop the process): refuse
            // the file before any migration runs.
            if try pool.read(migrator.hasBeenSuperseded) {
                throw PersistenceError.newerVersion(path: path)
            }
            try migrator.migrate(pool)
            return pool
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// Whether the file at `path` is a SQLite database that passes `PRAGMA quick_check`, checked without
    /// writing a byte (read-only, no journal-mode change). A missing or empty file counts as healthy: there
    /// is nothing in it to lose.
    static func isHealthy(path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size > 0
        else { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 16), header == Data("SQLite format 3\0".utf8) else { return false }
        // First with `immutable=1`: SQLite takes no lock and creates no -wal or -shm file, so not a byte is
        // written. That view can be torn while another process checkpoints; so when it fails and another
        // process may be at work (its -wal or -shm exists), the verdict comes from a locked read instead.
        if let uri = immutableURI(path), quickCheck(uri) {
            return true
        }
        let inUse = ["-wal", "-shm"].contains { FileManager.default.fileExists(atPath: path + $0) }
        return inUse && quickCheck(path)
    }

    /// `PRAGMA integrity_check` on `pool`: `"ok"`, or SQLite's first complaints.
    static func integrityCheck(_ pool: DatabasePool, path: String) throws(PersistenceError) -> String {
        do {
            return try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    private static func quickCheck(_ location: String) -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            let queue = try DatabaseQueue(path: location, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") } == "ok"
        } catch {
            return false
        }
    }

    /// `file:/abs/path?immutable=1`, percent-encoding what a URI path cannot hold.
    private static func immutableURI(_ path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return absolute.addingPercentEncoding(withAllowedCharacters: allowed).map { "file:\($0)?immutable=1" }
    }
}
