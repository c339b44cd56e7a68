import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a folder held from outside photolist's opening code, as another process (or a
/// stuck photolist) would hold it. flock locks belong to an open file description, so one taken here
/// conflicts with one photolist takes in the same process.
final class FolderLockHolder: Sendable {
    private let descriptor: Int32

    /// Locks `path`, which must be a folder.
    init(_ path: String) throws {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Unlocks the folder.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
