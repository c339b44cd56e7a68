import GRDB

/// Why the cache could not be read or written, without exposing SQLite or GRDB types.
public enum PersistenceError: Error, Hashable, Sendable {
    /// The file is not a database or is damaged.
    case corrupt(path: String)
    /// Another process held the lock for longer than the busy timeout.
    case busy(path: String)
    /// The file or its folder cannot be created, read or written.
    case inaccessible(path: String, reason: String)
    /// A stored value could not be read back.
    case unreadable(path: String, reason: String)

    init(_ error: any Error, path: String) {
        if let error = error as? PersistenceError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .unreadable(path: path, reason: String(describing: error))
            return
        }
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            self = .corrupt(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy(path: path)
        default:
            self = .inaccessible(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
