import Foundation
import GRDB
import Synchronization

/// The database files this process has open, one connection each: every store that asks for a file
/// already open shares its connection instead of opening and inspecting the file again.
///
/// One connection per file keeps the process's POSIX locks whole (SQLite's own connections share them
/// safely, but a second opening is a second chance for something to touch the file beside the first),
/// keeps the inspection of a file strictly before the process's first connection to it, and means a
/// command that reaches the library twice — to check, then to write — writes through the one connection
/// it checked with. A connection closes when the last store using it goes.
enum OpenDatabases {
    private struct Entry {
        weak var queue: DatabaseQueue?
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// The open connection to the file at `path`, or the one `open` makes (registered for the next
    /// caller). The registry stays locked while `open` runs, so two threads asking for one file open it
    /// once.
    static func queue(
        at path: String,
        _ open: () throws(PersistenceError) -> DatabaseQueue
    ) throws(PersistenceError) -> DatabaseQueue {
        let key = identity(of: path)
        let opened: Result<DatabaseQueue, PersistenceError> = entries.withLock { entries in
            if let queue = entries[key]?.queue { return .success(queue) }
            entries = entries.filter { $0.value.queue != nil }
            do throws(PersistenceError) {
                let queue = try open()
                entries[key] = Entry(queue: queue)
                return .success(queue)
            } catch {
                return .failure(error)
            }
        }
        return try opened.get()
    }

    /// The file's absolute path with every link in its folder resolved, so two spellings of one file
    /// share one entry.
    static func identity(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
    }
}
