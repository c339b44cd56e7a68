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
        return migrator
    }
}
