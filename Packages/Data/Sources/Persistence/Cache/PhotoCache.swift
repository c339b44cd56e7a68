public import Domain
public import Foundation
import GRDB

/// The disposable photo cache: photos by source and id, and which photos fill each page of each listing.
/// A SQLite file in WAL mode, so readers never wait for a writer and several processes can share it.
///
/// Each page is written in one transaction with prepared statements, so a page is either fully cached or
/// not at all, even if the process is killed mid-write.
public final class PhotoCache: Sendable {
    /// How long a writer waits for another process's lock before failing.
    static let busyTimeout: TimeInterval = 5

    /// The database file.
    public let path: String
    private let pool: DatabasePool

    /// Opens (creating if needed) the cache at `path` and brings its schema up to date.
    /// - Throws: ``PersistenceError`` when the file cannot be opened or is not a database.
    public init(path: String) throws(PersistenceError) {
        self.path = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "photolist.cache"
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try CacheSchema.migrator.migrate(pool)
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// Stores `page` as page `page.page` of listing `listKey` from `source`, replacing what was cached for
    /// that page before. Photos are upserted, so a photo shared by two listings is stored once.
    public func store(_ page: PhotoPage, source: String, listKey: String, fetchedAt: Date = Date()) throws(PersistenceError) {
        let rows = page.photos.map(StoredPhoto.init)
        let encoder = JSONEncoder()
        do {
            try pool.write { db in
                let upsertPhoto = try db.cachedStatement(sql: """
                    INSERT INTO photo (source, id, snapshot, updatedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (source, id) DO UPDATE SET snapshot = excluded.snapshot, updatedAt = excluded.updatedAt
                    """)
                for row in rows {
                    try upsertPhoto.execute(arguments: [source, row.id, try encoder.encode(row), fetchedAt])
                }
                try db.execute(
                    sql: "DELETE FROM pageEntry WHERE source = ? AND listKey = ? AND page = ?",
                    arguments: [source, listKey, page.page]
                )
                let insertEntry = try db.cachedStatement(sql: """
                    INSERT INTO pageEntry (source, listKey, page, position, photoID, hasNextPage, fetchedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """)
                for (position, row) in rows.enumerated() {
                    try insertEntry.execute(arguments: [source, listKey, page.page, position, row.id, page.hasNextPage, fetchedAt])
                }
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// The cached page, or `nil` when that page of that listing was never stored.
    public func page(_ number: Int, source: String, listKey: String) throws(PersistenceError) -> CachedPage? {
        do {
            return try pool.read { db in
                let rows = try Row.fetchAll(db, sql: """
                    SELECT photo.snapshot, pageEntry.hasNextPage, pageEntry.fetchedAt
                    FROM pageEntry JOIN photo ON photo.source = pageEntry.source AND photo.id = pageEntry.photoID
                    WHERE pageEntry.source = ? AND pageEntry.listKey = ? AND pageEntry.page = ?
                    ORDER BY pageEntry.position
                    """, arguments: [source, listKey, number])
                guard let first = rows.first else { return nil }
                let decoder = JSONDecoder()
                let photos = try rows.map { row in try decoder.decode(StoredPhoto.self, from: row["snapshot"] as Data).photo }
                return CachedPage(
                    page: PhotoPage(photos: photos, page: number, hasNextPage: first["hasNextPage"]),
                    fetchedAt: first["fetchedAt"]
                )
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }
}
