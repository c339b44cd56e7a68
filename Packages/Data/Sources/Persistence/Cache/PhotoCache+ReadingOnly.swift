import Foundation
import GRDB

extension PhotoCache {
    /// What the cache at `path` holds, read where it is through a read-only connection: for a file this
    /// user cannot write, which opening it for use would move aside (``openRecovering(path:now:)``), so
    /// that only looking at it (`cache stats`) changes nothing. `nil` when it cannot be read so (damaged,
    /// of another schema, not a cache): the caller then opens it as any command does.
    static func statsReadingOnly(path: String) -> CacheStats? {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "photolist.cache"
        guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else { return nil }
        defer { try? queue.close() }
        let inspection = try? queue.inDatabase { db in try FileInspection.inspect(db, path: path, migrator: CacheSchema.migrator) }
        guard inspection?.schema == .current else { return nil }
        return try? PhotoCache(path: path, queue: queue).stats()
    }
}
