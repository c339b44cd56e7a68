import GRDB

/// The cache's schema as named, append-only migrations. Never edit a shipped migration: add one.
enum CacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: photos and page entries") { db in
            try db.create(table: "photo") { table in
                table.column("source", .text).notNull()
                table.column("id", .text).notNull()
                table.column("snapshot", .blob).notNull()
                table.column("updatedAt", .datetime).notNull()
                table.primaryKey(["source", "id"])
            }
            try db.create(table: "pageEntry") { table in
                table.column("source", .text).notNull()
                table.column("listKey", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("position", .integer).notNull()
                table.column("photoID", .text).notNull()
                table.column("hasNextPage", .boolean).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.primaryKey(["source", "listKey", "page", "position"])
            }
        }
        migrator.registerMigration("v2: photos as columns") { db in
            try db.rename(table: "photo", to: "photoSnapshot")
            try PhotoRecord.createTable("photo", dateColumn: "updatedAt", in: db)
            // The cache is disposable, but an offline copy is worth keeping: snapshots are converted, and a
            // page is forgotten only if one of its photos could not be (it would come back short).
            try SnapshotConversion.convert(from: "photoSnapshot", into: "photo", dateColumn: "updatedAt", in: db)
            try db.drop(table: "photoSnapshot")
            try db.execute(sql: """
                DELETE FROM pageEntry WHERE (source, listKey, page) IN (
                    SELECT source, listKey, page FROM pageEntry
                    WHERE NOT EXISTS (SELECT 1 FROM photo WHERE photo.source = pageEntry.source AND photo.id = pageEntry.photoID)
                )
                """)
        }
        migrator.registerMigration("v3: alternative text, sponsors and Unsplash+") { db in
            try PhotoRecord.addMissingColumns(to: "photo", in: db)
            try PhotoRecord.clearPicsumUsernames(in: "photo", db)
        }
        migrator.registerMigration("v4: listing pages with their totals") { db in
            // What a page says of its listing moves from each of its entries to one row of its own, so that
            // a page with no photos (a search that found nothing) can be stored too, with the totals a
            // search reports.
            try db.create(table: "listingPage") { table in
                table.column("source", .text).notNull()
                table.column("listKey", .text).notNull()
                table.column("page", .integer).notNull()
                table.column("hasNextPage", .boolean).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.column("total", .integer)
                table.column("totalPages", .integer)
                table.primaryKey(["source", "listKey", "page"])
            }
            try db.execute(sql: """
                INSERT INTO listingPage (source, listKey, page, hasNextPage, fetchedAt)
                SELECT source, listKey, page, MAX(hasNextPage), MAX(fetchedAt) FROM pageEntry GROUP BY source, listKey, page
                """)
            try db.execute(sql: "ALTER TABLE pageEntry DROP COLUMN hasNextPage")
            try db.execute(sql: "ALTER TABLE pageEntry DROP COLUMN fetchedAt")
        }
        return migrator
    }
}
