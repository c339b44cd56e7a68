import GRDB

/// Why the cache or the library could not be read or written, without exposing SQLite or GRDB types.
/// Each case names the file; the app words the message.
public enum PersistenceError: Error, Hashable, Sendable {
    /// The file is not a database or is damaged.
    case corrupt(path: String)
    /// Another process is using the file: it held the folder lock taken while opening, or SQLite's lock,
    /// for longer than the wait allows (5 seconds). Nothing is wrong with the file; trying again later works.
    case busy(path: String)
    /// The disk holding the file is full (or a quota, or the process's file-size limit, is reached): the
    /// file cannot grow. Nothing was half-written.
    case full(path: String)
    /// The file was written by a newer photolist: it has migrations this version does not know. Left as
    /// it was.
    case newerVersion(path: String)
    /// The file is a SQLite database of some other program: tables, but none of photolist's. Left as it was.
    case foreign(path: String)
    /// The file or its folder cannot be created, read or written.
    case inaccessible(path: String, reason: String)
    /// A stored value could not be read back.
    case unreadable(path: String, reason: String)
    /// The task using the file was cancelled (what asked for it moved on), which ends GRDB's work with
    /// `CancellationError` or an interrupted statement. Nothing is wrong with the file.
    case cancelled(path: String)

    /// The case for `error`, met while using the file at `path`. An I/O error is reported as ``full(path:)``
    /// when `isOutOfRoom` says the file has no room to grow (SQLite says SQLITE_FULL only when write(2)
    /// fails with ENOSPC; on a file-size limit, or ENOSPC from fsync, it says SQLITE_IOERR).
    init(_ error: any Error, path: String, isOutOfRoom: (String) -> Bool = DiskRoom.isExhausted(for:)) {
        if let error = error as? PersistenceError {
            self = error
            return
        }
        if error is CancellationError {
            self = .cancelled(path: path)
            return
        }
        guard let error = error as? DatabaseError else {
            self = .unreadable(path: path, reason: String(describing: error))
            return
        }
        switch error.resultCode {
        case .SQLITE_INTERRUPT:
            self = .cancelled(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            self = .corrupt(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .busy(path: path)
        case .SQLITE_FULL:
            self = .full(path: path)
        case .SQLITE_IOERR where isOutOfRoom(path):
            self = .full(path: path)
        default:
            self = .inaccessible(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }
}
