import GRDB

/// A write transaction on a SQLite file, held by the test as another process would hold it, until released.
final class WriteLockHolder {
    private let queue: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // held open across accesses on purpose
        queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
    }

    func release() {
        try? queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        try? queue.close()
    }
}
