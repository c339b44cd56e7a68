import Foundation
import GRDB

/// What the cache and the library share: where the file goes, how it is opened, and how it is checked.
enum DatabaseFile {
    /// Creates the folder of `path` (and its parents) readable by the user only, and narrows the folder
    /// itself to `0700` when it already exists wider and the user owns it.
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
            throw .inaccessible(path: path, reason: "cannot create \(directory) (\((error as NSError).localizedDescription))")
        }
        FilePermissions.tighten(directory, to: FilePermissions.folder)
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .inaccessible(path: path, reason: "\(directory) is not writable")
        }
    }

    /// Opens `path`, already inspected as `inspection`, in WAL mode with a busy timeout of `wait`, and
    /// writes only when the inspection says it must: an empty file is created (mode `0600`) and migrated,
    /// an older schema migrated, a file in another journal mode switched to WAL. A file already current is
    /// opened without a write, so opening it never waits for another process's writer. Call it holding
    /// the ``FolderLock``.
    static func open(
        _ path: String,
        inspection: FileInspection,
        label: String,
        migrator: DatabaseMigrator,
        wait: LockWait
    ) throws(PersistenceError) -> DatabaseQueue {
        if inspection.schema == .empty {
            try FilePermissions.createPrivateFile(path)
        }
        FilePermissions.tightenDatabase(path)
        var configuration = Configuration()
        configuration.label = label
        configuration.busyMode = wait.timeout > .zero ? .timeout(wait.timeout.timeInterval) : .immediateError
        // What GRDB's pools set for WAL: a commit is atomic and survives the process being killed.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            if inspection.needsWriting {
                if !inspection.isWAL {
                    let mode = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                    guard mode == "wal" else { throw PersistenceError.inaccessible(path: path, reason: "SQLite cannot switch it to WAL mode") }
                }
                try migrator.migrate(queue)
            }
            return queue
        } catch {
            throw PersistenceError(error, path: path)
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
