import GRDB

// The size floor for photolist: any program that links GRDB carries Foundation (GRDB formats dates with
// DateFormatter and ISO8601DateFormatter) and its ICU data. Opens an in-memory database and runs one query.
let database = try DatabaseQueue()
let answer = try database.read { try Int.fetchOne($0, sql: "SELECT 6 * 7") }
print("Hello, GRDB: \(answer ?? 0)")
