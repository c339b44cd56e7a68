import Foundation
import GRDB

/// Turns the JSON snapshots earlier releases stored (one `snapshot` blob per photo) into ``PhotoRecord``
/// columns, inside a migration.
enum SnapshotConversion {
    /// Copies every row of `oldTable` into `newTable`: its `snapshot` decoded into the record's columns, and
    /// `carried` columns (the key's `source`, a date) copied as they are. Returns the rows whose snapshot
    /// could not be decoded, untouched, for the caller to keep or drop.
    static func convert(from oldTable: String, into newTable: String, carrying carried: [String], in db: Database) throws -> [Row] {
        let columns = carried + PhotoRecord.columns
        let insert = try db.makeStatement(sql: """
            INSERT INTO \(newTable) (\(columns.joined(separator: ", ")))
            VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
            """)
        let decoder = JSONDecoder()
        var unconverted: [Row] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT snapshot, \(carried.joined(separator: ", ")), * FROM \(oldTable)")
        while let row = try rows.next() {
            guard let snapshot = row[0] as Data?, let stored = try? decoder.decode(StoredPhoto.self, from: snapshot) else {
                unconverted.append(row.copy())
                continue
            }
            let kept = StatementArguments(carried.indices.map { row[$0 + 1] as DatabaseValue })
            try insert.execute(arguments: kept + PhotoRecord(stored.photo).arguments)
        }
        return unconverted
    }
}
