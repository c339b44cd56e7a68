import GRDB

/// The library's schema as named, append-only migrations. Never edit a shipped migration: add one.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favorites and recent queries") { db in
            try db.create(table: "favorite") { table in
                table.column("source", .text).notNull()
                table.column("id", .text).notNull()
                table.column("snapshot", .blob).notNull()
                table.column("addedAt", .datetime).notNull()
                table.primaryKey(["source", "id"])
            }
            try db.create(index: "favorite_by_time", on: "favorite", columns: ["source", "addedAt"])
            try db.create(table: "recentQuery") { table in
                table.column("key", .text).notNull().primaryKey()
                table.column("text", .text).notNull()
                table.column("searchedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v2: favourites as columns") { db in
            try db.drop(index: "favorite_by_time")
            try db.rename(table: "favorite", to: "favoriteSnapshot")
            try PhotoRecord.createTable("favorite", dateColumn: "addedAt", in: db)
            try db.create(index: "favorite_by_time", on: "favorite", columns: ["source", "addedAt"])
            // The user's favourites are never lost: a snapshot that cannot be converted is kept, byte for byte,
            // in `favoriteUnreadable`, listed as skipped as before, and replaced when the photo is favourited again.
            try db.create(table: "favoriteUnreadable") { table in
                table.column("source", .text).notNull()
                table.column("id", .text).notNull()
                table.column("snapshot", .blob).notNull()
                table.column("addedAt", .datetime).notNull()
                table.primaryKey(["source", "id"])
            }
            try SnapshotConversion.convert(from: "favoriteSnapshot", into: "favorite", dateColumn: "addedAt", in: db)
            try db.execute(sql: """
                INSERT INTO favoriteUnreadable (source, id, snapshot, addedAt)
                SELECT source, id, snapshot, addedAt FROM favoriteSnapshot
                WHERE NOT EXISTS (SELECT 1 FROM favorite WHERE favorite.source = favoriteSnapshot.source AND favorite.id = favoriteSnapshot.id)
                """)
            try db.drop(table: "favoriteSnapshot")
        }
        migrator.registerMigration("v3: alternative text, sponsors and Unsplash+ in favourites") { db in
            try PhotoRecord.addMissingColumns(to: "favorite", in: db)
            try PhotoRecord.clearPicsumUsernames(in: "favorite", db)
        }
        return migrator
    }
}
