public import Domain
public import Foundation
import GRDB

/// The disposable photo cache: photos by source and id, and which photos fill each page of each listing.
/// A SQLite file in WAL mode, so readers never wait for a writer and several processes can share it.
///
/// Each page is written in one transaction with prepared statements, so a page is either fully cached or
/// not at all, even if the process is killed mid-write. A cache that cannot be used is never a dead end:
/// ``openRecovering(path:now:)`` moves it aside, and ``clear(path:)`` empties it whatever state it is in.
public final class PhotoCache: Sendable {
    /// The database file.
    public let path: String
    /// The connection; the extensions in other files read through it too.
    let queue: DatabaseQueue

    /// Opens (creating it and its folder if needed) the cache at `path` and brings its schema up to date.
    /// A cache already up to date is opened without a write.
    /// - Throws: ``PersistenceError`` when the file cannot be opened, is damaged, newer or foreign
    ///   (``openRecovering(path:now:)`` replaces such a file instead).
    public convenience init(path: String) throws(PersistenceError) {
        try DatabaseFile.prepareDirectory(for: path)
        let queue = try OpenDatabases.queue(at: path) { () throws(PersistenceError) in
            try FolderLock.whileHolding(forFile: path, wait: .standard) { () throws(PersistenceError) in
                try Self.openQueue(path, wait: .standard)
            }
        }
        self.init(path: path, queue: queue)
    }

    init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.queue = queue
    }

    /// Inspects and opens the file at `path`; call it holding the ``FolderLock``.
    static func openQueue(_ path: String, wait: LockWait) throws(PersistenceError) -> DatabaseQueue {
        try DatabaseFile.open(path, label: "photolist.cache", migrator: CacheSchema.migrator, wait: wait)
    }

    /// SQLite's full consistency check: `"ok"`, or what is wrong.
    public func integrityCheck() throws(PersistenceError) -> String {
        try DatabaseFile.integrityCheck(queue, path: path)
    }

    /// Counts what the cache holds, and lists the listings its pages belong to.
    public func stats() throws(PersistenceError) -> CacheStats {
        do {
            let (photos, pages, listings) = try queue.read { db in
                (
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photo") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listingPage") ?? 0,
                    try Self.listings(in: db)
                )
            }
            let bytes = DatabaseFile.dataSuffixes.reduce(Int64(0)) { total, suffix in
                let size = (try? FileManager.default.attributesOfItem(atPath: path + suffix))?[.size] as? Int64
                return total + (size ?? 0)
            }
            return CacheStats(path: path, photos: photos, pages: pages, bytes: bytes, listings: listings)
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// Every listing with a page kept, by source and key, its pages in order (``ListingKey`` reads the key),
    /// fetched when its newest readable page time says: a row whose time cannot be read (another version's)
    /// still counts its page.
    private static func listings(in db: Database) throws -> [CachedListing] {
        let rows = try Row.fetchCursor(db, sql: "SELECT source, listKey, page, fetchedAt FROM listingPage ORDER BY source, listKey, page")
        var listings: [CachedListing] = []
        var current: (source: String, key: String, pages: [Int], fetchedAt: Date?)?
        func close() {
            guard let current else { return }
            let (kind, perPage) = ListingKey.listing(current.key)
            listings.append(CachedListing(source: current.source, kind: kind, perPage: perPage, pages: current.pages, fetchedAt: current.fetchedAt))
        }
        while let row = try rows.next() {
            let (source, key, page): (String, String, Int) = (row[0], row[1], row[2])
            let fetchedAt = try? DatabaseTimestamp.date(in: row, atIndex: 3)
            if let open = current, open.source == source, open.key == key {
                current?.pages.append(page)
                current?.fetchedAt = [open.fetchedAt, fetchedAt].compactMap { $0 }.max()
            } else {
                close()
                current = (source, key, [page], fetchedAt)
            }
        }
        close()
        return listings
    }

    /// Deletes every cached photo and page of this open cache and gives the space back to the file system;
    /// returns how many photos and listing pages were deleted. To clear a cache whatever state its file is
    /// in, use ``clear(path:)``.
    @discardableResult
    public func clear() throws(PersistenceError) -> (photos: Int, pages: Int) {
        do {
            let deleted = try queue.write { db in
                try db.execute(sql: "DELETE FROM pageEntry")
                try db.execute(sql: "DELETE FROM listingPage")
                let pages = db.changesCount
                try db.execute(sql: "DELETE FROM photo")
                return (photos: db.changesCount, pages: pages)
            }
            try queue.writeWithoutTransaction { db in
                // VACUUM writes the emptied file through the WAL; the checkpoint after it moves that into the
                // file and truncates both, which a connection's close does only when it is the last one (a
                // browser left open kept the old file's size, and said "0 B freed").
                try db.execute(sql: "VACUUM")
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
            return deleted
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// The stored photo `id` from `source`, or `nil` when none is cached.
    public func photo(_ id: PhotoID, source: String) throws(PersistenceError) -> Photo? {
        do {
            return try queue.inDatabase { db in  // one SELECT: see page(_:source:listKey:)
                let statement = try db.cachedStatement(sql: "SELECT \(PhotoRecord.columnList) FROM photo WHERE source = ? AND id = ?")
                return try PhotoRecord.fetchOne(statement, arguments: [source, id.rawValue])?.photo
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// Stores `photo` from `source` (a photo opened on its own, not as part of a page), replacing what was
    /// cached of it, so it can be shown offline later.
    public func store(_ photo: Photo, source: String, fetchedAt: Date = Date()) throws(PersistenceError) {
        do {
            try queue.write { db in
                try Self.upsert([PhotoRecord(photo)], source: source, fetchedAt: fetchedAt, in: db)
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    private static func upsert(_ rows: [PhotoRecord], source: String, fetchedAt: Date, in db: Database) throws {
        let upsertPhoto = try db.cachedStatement(sql: PhotoRecord.insertSQL(into: "photo", dateColumn: "updatedAt", upsert: true, refreshingDate: true))
        // Converted once for every row, the date without the DateFormatter GRDB would use each time it is bound.
        let (sourceValue, fetched) = (source.databaseValue, DatabaseTimestamp.value(fetchedAt))
        for row in rows {
            try upsertPhoto.execute(arguments: row.insertArguments(source: sourceValue, date: fetched))
        }
    }

    /// Stores `page` as page `page.page` of listing `listKey` from `source`, replacing what was cached for
    /// that page before. Photos are upserted, so a photo shared by two listings is stored once. A page with
    /// no photos is stored too: offline, a search that found nothing finds nothing again.
    public func store(_ page: PhotoPage, source: String, listKey: String, fetchedAt: Date = Date()) throws(PersistenceError) {
        let rows = page.photos.map(PhotoRecord.init)
        do {
            try queue.write { db in
                try Self.upsert(rows, source: source, fetchedAt: fetchedAt, in: db)
                let (source, fetched) = (source.databaseValue, DatabaseTimestamp.value(fetchedAt))
                try db.cachedStatement(sql: """
                    INSERT OR REPLACE INTO listingPage (source, listKey, page, hasNextPage, fetchedAt, total, totalPages)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [source, listKey, page.page, page.hasNextPage, fetched, page.total, page.totalPages])
                try db.cachedStatement(sql: "DELETE FROM pageEntry WHERE source = ? AND listKey = ? AND page = ?")
                    .execute(arguments: [source, listKey, page.page])
                let insertEntry = try db.cachedStatement(sql: """
                    INSERT INTO pageEntry (source, listKey, page, position, photoID) VALUES (?, ?, ?, ?, ?)
                    """)
                for (position, row) in rows.enumerated() {
                    try insertEntry.execute(arguments: [source, listKey, page.page, position, row.photo.id.rawValue])
                }
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// The cached page, or `nil` when that page of that listing was never stored.
    public func page(_ number: Int, source: String, listKey: String) throws(PersistenceError) -> CachedPage? {
        do {
            // One SELECT reads one consistent snapshot by itself, so no read transaction is wrapped around it:
            // `read` would add one, and with it GRDB prepares the statement anew on every call (a third of a
            // page read's time, measured), where `inDatabase` reuses the cached one.
            return try queue.inDatabase { db in
                let statement = try db.cachedStatement(sql: Self.pageSQL)
                let rows = try Row.fetchCursor(statement, arguments: [source, listKey, number])
                var photos: [Photo] = []
                var listing: ListingColumns?
                while let row = try rows.next() {
                    if listing == nil { listing = try ListingColumns(row) }
                    // A page with no photos is one row whose photo columns are all NULL.
                    if !row.hasNull(atIndex: 0) { photos.append(try PhotoRecord(row: row).photo) }
                }
                guard let listing else { return nil }
                let page = PhotoPage(
                    photos: photos, page: number, hasNextPage: listing.hasNextPage, total: listing.total, totalPages: listing.totalPages
                )
                return CachedPage(page: page, fetchedAt: listing.fetchedAt)
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    /// What a page read says of the listing, from the columns ``pageSQL`` selects after the photo's.
    private struct ListingColumns {
        let hasNextPage: Bool
        let fetchedAt: Date
        let total: Int?
        let totalPages: Int?

        init(_ row: Row) throws {
            let first = PhotoRecord.columns.count
            hasNextPage = try row.decode(Bool.self, atIndex: first)
            fetchedAt = try DatabaseTimestamp.date(in: row, atIndex: first + 1)
            total = try row.decode(Int?.self, atIndex: first + 2)
            totalPages = try row.decode(Int?.self, atIndex: first + 3)
        }
    }

    /// The one statement a page read runs (its arguments: source, list key, page number). Public so that a
    /// benchmark can read the same page with plain C `sqlite3` calls, the floor a page read is measured against.
    public static let pageSQL = """
        SELECT \(PhotoRecord.columns.map { "photo.\($0)" }.joined(separator: ", ")),
            listingPage.hasNextPage, listingPage.fetchedAt, listingPage.total, listingPage.totalPages
        FROM listingPage
        LEFT JOIN pageEntry
            ON pageEntry.source = listingPage.source AND pageEntry.listKey = listingPage.listKey AND pageEntry.page = listingPage.page
        LEFT JOIN photo ON photo.source = pageEntry.source AND photo.id = pageEntry.photoID
        WHERE listingPage.source = ? AND listingPage.listKey = ? AND listingPage.page = ?
        ORDER BY pageEntry.position
        """
}
