import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a database's `-wal` holds, as `stat` sees it (nothing is opened).
enum WriteAheadLog {
    /// None is there.
    case absent
    /// One is there, empty.
    case empty
    /// One is there with writes in it, or its size cannot be read (taken as holding writes).
    case holding

    /// The state of the `-wal` beside the database at `path`.
    static func state(of path: String) -> WriteAheadLog {
        var status = stat()
        guard stat(path + "-wal", &status) == 0 else { return errno == ENOENT ? .absent : .holding }
        return status.st_size == 0 ? .empty : .holding
    }
}
