import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the folder of a database file, so that two processes opening the same file
/// never check, move aside, create or migrate it at the same time. (SQLite's busy timeout does not cover
/// that moment: switching a new file to WAL, and the migrator's "which migrations ran?" read before its
/// write, both race.) Held only while opening, never while reading or writing.
enum FolderLock {
    /// Runs `body` holding the lock on the folder of `path`, waiting for it no longer than `wait` allows.
    /// - Throws: ``PersistenceError/busy(path:)`` when another process held the lock that long;
    ///   ``PersistenceError/inaccessible(path:reason:)`` when the folder cannot be opened or locked.
    static func whileHolding<Value>(
        forFile path: String,
        wait: LockWait,
        _ body: () throws(PersistenceError) -> Value
    ) throws(PersistenceError) -> Value {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .inaccessible(path: path, reason: "cannot open \(directory) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        try acquire(descriptor, directory: directory, path: path, wait: wait)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func acquire(_ descriptor: Int32, directory: String, path: String, wait: LockWait) throws(PersistenceError) {
        let deadline = wait.now() + wait.timeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR:
                continue
            case EWOULDBLOCK:
                let remaining = wait.now().duration(to: deadline)
                guard remaining > .zero else { throw .busy(path: path) }
                wait.pause(min(remaining, LockWait.pollInterval))
            default:
                throw .inaccessible(path: path, reason: "cannot lock \(directory) (\(String(cString: strerror(errno))))")
            }
        }
    }
}
