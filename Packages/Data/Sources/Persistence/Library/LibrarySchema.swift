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
        return migrator
    }
}
