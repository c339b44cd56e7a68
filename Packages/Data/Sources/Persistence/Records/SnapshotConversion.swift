import Foundation
import GRDB

/// Turns the JSON snapshots earlier releases stored (one `snapshot` blob per photo) into ``PhotoRecord``
/// columns, inside a migration.
enum SnapshotConversion {
    /// Copies every row of `oldTable` (columns `source`, `snapshot` and `dateColumn`) whose snapshot decodes
    /// into `newTable` (`source`, the record's columns, `dateColumn`). Rows whose snapshot does not decode
    /// are left in `oldTable`, for the caller to keep or drop.
    static func convert(from oldTable: String, into newTable: String, dateColumn: String, in db: Database) throws {
        let insert = try db.makeStatement(sql: PhotoRecord.insertSQL(into: newTable, dateColumn: dateColumn, upsert: false))
        let decoder = JSONDecoder()
        let rows = try Row.fetchCursor(db, sql: "SELECT source, snapshot, \(dateColumn) FROM \(oldTable)")
        while let row = try rows.next() {
            guard let snapshot = row[1] as Data?, let stored = try? decoder.decode(StoredPhoto.self, from: snapshot) else { continue }
            try insert.execute(arguments: PhotoRecord(stored.photo).insertArguments(source: row[0], date: row[2]))
        }
    }
}
