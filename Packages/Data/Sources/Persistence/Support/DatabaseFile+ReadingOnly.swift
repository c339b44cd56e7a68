import Foundation
import GRDB

extension DatabaseFile {
    /// A read-only connection to the database at `path` as it is on disk, for a file this user may read but
    /// not write, which opening it for use would refuse: `nil` when it cannot be read so, or its schema is
    /// not `migrator`'s current one.
    ///
    /// With no `-wal` beside it (no connection is writing, so the file alone is the whole database; `stat`
    /// opens nothing), or an empty one in a folder this user cannot write (where no connection of this
    /// user's could be writing, and which a reader of a read-only file once left), the file is read as
    /// immutable: SQLite then makes no `-wal` or `-shm` either, which a read-only connection to a WAL file
    /// otherwise leaves behind with the file's own mode (a later user of the file could not write them),
    /// and which a folder this user cannot write forbids. SQLite trusts an immutable file not to change: a
    /// process that may write it (its owner) changing it meanwhile is seen at the next open, not by this
    /// connection. Otherwise, in a folder this user can write, the file is read as SQLite reads a WAL
    /// file, through the `-shm` its writer made.
    static func readOnlyQueue(path: String, label: String, migrator: DatabaseMigrator) -> DatabaseQueue? {
        let folderWritable = FileManager.default.isWritableFile(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let immutable = switch WriteAheadLog.state(of: path) {
        case .absent: true
        case .empty: !folderWritable
        case .holding: false
        }
        if !immutable, !folderWritable { return nil }
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
