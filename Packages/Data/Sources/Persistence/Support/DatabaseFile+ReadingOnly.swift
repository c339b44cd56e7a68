import Foundation
import GRDB

extension DatabaseFile {
    /// A read-only connection to the database at `path` as it is on disk, for a file this user may read but
    /// not write, which opening it for use would refuse: `nil` when it cannot be read so, or its schema is
    /// not `migrator`'s current one.
    ///
    /// In a folder this user cannot write (a read-only home, a folder made `0500`), reading a WAL file the
    /// usual way creates a `-shm` beside it, which that folder forbids; the file is then read as immutable,
    /// and only when no `-wal` is there (no connection is writing, so the file alone is the whole database;
    /// `stat` opens nothing). In a folder this user can write, SQLite keeps the WAL's index as it always
    /// does, and another process's writes show in the next read.
    static func readOnlyQueue(path: String, label: String, migrator: DatabaseMigrator) -> DatabaseQueue? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let immutable = !FileManager.default.isWritableFile(atPath: folder)
        if immutable, FileManager.default.fileExists(atPath: path + "-wal") { return nil }
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
