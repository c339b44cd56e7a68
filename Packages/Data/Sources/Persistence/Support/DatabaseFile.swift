import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the cache and the library share: where the file goes, how it is opened, and how it is checked.
enum DatabaseFile {
    /// SQLite's companions of a database file: its write-ahead log, the log's shared-memory index and its
    /// rollback journal, each named by the database's name and the suffix.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// The files SQLite writes a database's data to, by suffix: the file itself, its write-ahead log and
    /// its rollback journal. (The `-shm` is written through memory and holds no data.) What grows with a
    /// write, what the disk's room is counted in, and what a watcher of writes looks at.
    static let dataSuffixes = ["", "-wal", "-journal"]

    /// Creates the folder of `path` (and its parents) readable by the user only, and narrows the folder
    /// itself when it already exists wider and the user owns it: the group's and others' permissions go
    /// (`FilePermissions.tighten`), so `0755` becomes `0700` and a read-only `0555` becomes `0500`.
    /// - Throws: ``PersistenceError/inaccessible(path:reason:)`` when it cannot be created or written.
    static func prepareDirectory(for path: String) throws(PersistenceError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: Int(FilePermissions.folder)]
            )
        } catch {
            throw .inaccessible(path: path, reason: "cannot create \(directory): \(FileSystemReason.ofCreating(folder: directory, error: error))")
        }
        FilePermissions.tighten(directory, to: FilePermissions.folder)
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .inaccessible(path: path, reason: "\(directory) is not writable")
        }
    }

    /// Opens `path` in WAL mode with a busy timeout of `wait`: one connection, which first inspects the
    /// file (see ``FileInspection``) and writes only when the inspection says it must: a missing file is
    /// created (mode `0600`) and migrated, an older schema migrated, a file in another journal mode
    /// switched to WAL. A file photolist must refuse is refused, and the connection closed, before a byte
    /// of it is written; a file already current is opened without a write, so opening it never waits for
    /// another process's writer. Call it holding the ``FolderLock``, through ``OpenDatabases``.
    /// - Throws: ``PersistenceError/inaccessible(path:reason:)`` for a folder or another node that is not
    ///   a regular file, and the refusals of ``FileInspection/inspect(_:path:migrator:)``.
    ///
    /// With `sharedMemory` false the connection takes SQLite's exclusive locking mode before its first
    /// read, so WAL keeps its index in the process's memory instead of the `-shm` file, which a full disk
    /// cannot hold: such a connection reads a full disk's library, shuts other processes out while it is
    /// open, and refuses (as ``PersistenceError/full(path:)``) a file it would have to write to open.
    static func open(
        _ path: String,
        label: String,
        migrator: DatabaseMigrator,
        wait: LockWait,
        sharedMemory: Bool = true
    ) throws(PersistenceError) -> DatabaseQueue {
        try requireRegularFile(path)
        FilePermissions.tightenDatabase(path)
        var configuration = Configuration()
        configuration.label = label
        configuration.busyMode = wait.timeout > .zero ? .timeout(wait.timeout.timeInterval) : .immediateError
        // What GRDB's pools set for WAL: a commit is atomic and survives the process being killed.
        configuration.prepareDatabase { db in
            // First: `synchronous` reads the schema, and the locking mode must be set before the first read.
            if !sharedMemory { try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw PersistenceError(error, path: path)
        }
        do {
            let inspection = try queue.inDatabase { db in try FileInspection.inspect(db, path: path, migrator: migrator) }
            if inspection.needsWriting {
                guard sharedMemory else { throw PersistenceError.full(path: path) }
                if !inspection.isWAL {
                    let mode = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                    guard mode == "wal" else { throw PersistenceError.inaccessible(path: path, reason: "SQLite cannot switch it to WAL mode") }
                }
                try migrator.migrate(queue)
            }
            return queue
        } catch {
            try? queue.close()
            throw PersistenceError(error, path: path)
        }
    }

    /// Creates `path` (mode `0600`) when nothing is there; throws when what is there is not a regular file.
    /// `stat` and an exclusive create open nothing that exists, so no lock of the process is touched.
    private static func requireRegularFile(_ path: String) throws(PersistenceError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .inaccessible(path: path, reason: "it cannot be read (\(String(cString: strerror(errno))))") }
            try FilePermissions.createPrivateFile(path)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: guard access(path, R_OK) == 0 else { throw .inaccessible(path: path, reason: "it cannot be read") }
        case S_IFDIR: throw .inaccessible(path: path, reason: "it is a folder, not a file")
        default: throw .inaccessible(path: path, reason: "it is not a regular file")
        }
    }

    /// `PRAGMA integrity_check` on `reader`: `"ok"`, or SQLite's first complaints.
    static func integrityCheck(_ reader: any DatabaseReader, path: String) throws(PersistenceError) -> String {
        do {
            return try reader.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }
}
