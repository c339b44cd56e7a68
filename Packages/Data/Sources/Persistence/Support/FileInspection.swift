import Foundation
import GRDB

/// What a database file holds, found without writing a byte to it or creating a file beside it, so that a
/// file photolist must refuse is refused exactly as it was, and a file already up to date is opened
/// without taking SQLite's write lock.
struct FileInspection: Equatable {
    /// How the file's schema compares with the migrations this build knows.
    enum Schema: Equatable {
        /// No file, an empty file, or a database without tables: nothing in it to keep.
        case empty
        /// Some known migrations have run, and no unknown one: the rest can run.
        case behind
        /// Every known migration has run, and no other.
        case current
    }

    /// The schema.
    let schema: Schema
    /// Whether the file is in WAL mode already (its header says so).
    let isWAL: Bool

    /// Whether opening must write: to create the schema, migrate it, or switch to WAL.
    var needsWriting: Bool { schema != .current || !isWAL }

    /// Inspects the file at `path` against `migrator`.
    ///
    /// With no `-wal`, `-shm` or `-journal` beside it, no process is using the file, and it is read with
    /// `immutable=1`: SQLite takes no lock and creates no file. Otherwise a locked read-only connection
    /// reads it, so that what another process has committed to its write-ahead log is seen; in WAL mode
    /// that read does not wait for a writer.
    /// - Throws: ``PersistenceError/corrupt(path:)`` (not a database, or failing `quick_check`),
    ///   ``PersistenceError/newerVersion(path:)``, ``PersistenceError/foreign(path:)``,
    ///   ``PersistenceError/busy(path:)``, or ``PersistenceError/inaccessible(path:reason:)`` (not a
    ///   regular file, unreadable).
    static func inspect(_ path: String, migrator: DatabaseMigrator, wait: LockWait) throws(PersistenceError) -> FileInspection {
        guard let header = try header(of: path) else { return FileInspection(schema: .empty, isWAL: false) }
        guard header.starts(with: Data("SQLite format 3\0".utf8)) else { throw .corrupt(path: path) }
        let isWAL = header.count >= 20 && header[18] == 2 && header[19] == 2
        let inUse = ["-wal", "-shm", "-journal"].contains { FileManager.default.fileExists(atPath: path + $0) }
        let contents: (tables: Set<String>, applied: Set<String>)
        do {
            contents = try read(inUse ? path : immutableURI(path), wait: wait)
        } catch {
            throw PersistenceError(error, path: path)
        }
        let schema = try schema(tables: contents.tables, applied: contents.applied, known: migrator.migrations, path: path)
        return FileInspection(schema: schema, isWAL: isWAL)
    }

    /// Which schema `applied` migrations (and `tables`) make, against the `known` migrations.
    static func schema(tables: Set<String>, applied: Set<String>, known: [String], path: String) throws(PersistenceError) -> Schema {
        let known = Set(known)
        if applied.isEmpty {
            guard tables.subtracting(["grdb_migrations"]).isEmpty else { throw .foreign(path: path) }
            return .empty
        }
        if applied.isDisjoint(with: known) { throw .foreign(path: path) }
        if !applied.isSubset(of: known) { throw .newerVersion(path: path) }
        return applied == known ? .current : .behind
    }

    /// The first 100 bytes of the file, or `nil` when it is missing or empty.
    private static func header(of path: String) throws(PersistenceError) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw .inaccessible(path: path, reason: isDirectory.boolValue ? "it is a folder, not a file" : "it cannot be read")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        return header.isEmpty ? nil : header
    }

    private static func read(_ location: String, wait: LockWait) throws -> (tables: Set<String>, applied: Set<String>) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = wait.timeout > .zero ? .timeout(wait.timeout.timeInterval) : .immediateError
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            guard try String.fetchOne(db, sql: "PRAGMA quick_check") == "ok" else {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT)
            }
            let tables = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            let applied = tables.contains("grdb_migrations") ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
            return (tables, applied)
        }
    }

    /// `file:/abs/path?immutable=1`, percent-encoding what a URI path cannot hold.
    private static func immutableURI(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:\(absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute)?immutable=1"
    }
}
