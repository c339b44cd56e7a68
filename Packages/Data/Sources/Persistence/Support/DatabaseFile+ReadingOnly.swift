import Foundation
import GRDB

extension DatabaseFile {
    /// A read-only connection to the database at `path` as it is on disk, for a file this user may read but
    /// not write, which opening it for use would refuse: `nil` when it cannot be read so, or its schema is
    /// not `migrator`'s current one.
    ///
    /// With no `-wal` beside it, or an empty one (no write waits in it, so the file alone is the whole
    /// database; `stat` opens nothing), the file is read as immutable: SQLite then makes no `-wal` or `-shm`
    /// either, which a read-only connection to a WAL file otherwise leaves behind with the file's own mode
    /// (a later user of the file could not write them), and which a folder this user cannot write forbids.
    /// SQLite trusts an immutable file not to change: a process that may write it (its owner) changing it
    /// meanwhile is seen at the next open, not by this connection. With writes in a `-wal` there, in a
    /// folder this user can write, the file is read as SQLite reads a WAL file, through the `-shm` its
    /// writer made.
    static func readOnlyQueue(path: String, label: String, migrator: DatabaseMigrator) -> DatabaseQueue? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        // An empty `-wal` holds nothing either: a writer's that has just checkpointed, or one a reader left.
        let immutable = ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int ?? 0) == 0
        if !immutable, !FileManager.default.isWritableFile(atPath: folder) { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = label
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        do {
            let queue = try DatabaseQueue(path: immutable ? "file:\(encoded)?immutable=1" : path, configuration: configuration)
            let inspection = try? queue.inDatabase { db in try FileInspection.inspect(db, path: path, migrator: migrator) }
            guard inspection?.schema == .current else {
                try? queue.close()
                return nil
            }
            return queue
        } catch {
            return nil
        }
    }
}
