import GRDB

/// What a database file holds, found through SQLite without writing a byte to it, so that a file
/// photolist must refuse is refused exactly as it was, and a file already up to date is opened without
/// taking SQLite's write lock.
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

    /// Inspects, through the connection `db`, the database file at `path` against `migrator`.
    ///
    /// Only SQLite reads the file. Nothing opens the database or its `-wal`, `-shm` or `-journal` beside a
    /// connection, because POSIX locks belong to the process: closing any descriptor of the file would drop
    /// the locks the connection holds, and another process could then take itself for the last user and
    /// delete the write-ahead log under it. (Reading with `immutable=1` is not used either: another process
    /// may be writing.) Reading writes nothing: a refused file is left as it was.
    /// - Throws: ``PersistenceError/corrupt(path:)`` (not a database, or failing `quick_check`),
    ///   ``PersistenceError/newerVersion(path:)``, ``PersistenceError/foreign(path:)``, or what reading
    ///   met (``PersistenceError/busy(path:)``…).
    static func inspect(_ db: Database, path: String, migrator: DatabaseMigrator) throws(PersistenceError) -> FileInspection {
        let tables: Set<String>
        let applied: Set<String>
        let journalMode: String?
        do {
            guard try String.fetchOne(db, sql: "PRAGMA quick_check") == "ok" else { throw PersistenceError.corrupt(path: path) }
            tables = try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            applied = tables.contains("grdb_migrations") ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
            journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode")
        } catch {
            throw PersistenceError(error, path: path)
        }
        let schema = try schema(tables: tables, applied: applied, known: migrator.migrations, path: path)
        return FileInspection(schema: schema, isWAL: journalMode == "wal")
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
}
