import Foundation
import GRDB

/// Another connection to a database holding a write transaction (`BEGIN IMMEDIATE`) open, as another
/// process in the middle of a write would, until ``release()``.
final class WriteTransactionHolder {
    private let queue: DatabaseQueue

    /// Opens `path` and begins the transaction.
    init(_ path: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    }

    /// Rolls the transaction back and closes the connection.
    func release() throws {
        try queue.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try queue.close()
    }
}
