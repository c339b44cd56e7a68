import Foundation
import GRDB

/// Everything a SQLite file holds, read without writing a byte (`immutable=1`): its schema, and every row of
/// every table in a stable order. Two equal values mean the same content, whatever the page layout.
struct DatabaseContent: Equatable, CustomStringConvertible {
    /// `sqlite_master` rows (type, name, sql), sorted.
    let schema: [[String]]
    /// Each table's rows, every value rendered as text, sorted.
    let rows: [String: [[String]]]
    /// `PRAGMA integrity_check`'s verdict.
    let integrity: String

    /// Reads the file at `path`; a missing file is empty content.
    init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            (schema, rows, integrity) = ([], [:], "missing")
            return
        }
        var configuration = Configuration()
        configuration.readonly = true
        let uri = "file:" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "?immutable=1"
        let queue = try DatabaseQueue(path: uri, configuration: configuration)
        defer { try? queue.close() }
        (schema, rows, integrity) = try queue.read { db in
            let schema = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
                .map { row in (0..<3).map { (row[$0] as String?) ?? "" } }
            var rows: [String: [[String]]] = [:]
            for table in schema where table[0] == "table" {
                let quoted = table[1].replacingOccurrences(of: "\"", with: "\"\"")
                rows[table[1]] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(quoted)\"")
                    .map { row in row.databaseValues.map(\.description) }
                    .sorted { $0.lexicographicallyPrecedes($1) }
            }
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
            return (schema, rows, integrity)
        }
    }

    var description: String {
        "\(schema.count) schema objects, " + rows.keys.sorted().map { "\($0): \(rows[$0]?.count ?? 0) rows" }.joined(separator: ", ")
    }
}
