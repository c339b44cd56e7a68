import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a database file has room to grow, asked after a write failed with an I/O error: GRDB does not
/// pass SQLite's errno on, so the file system and the process's limits are asked instead.
enum DiskRoom {
    /// Below this much free space, a volume counts as full: SQLite writes a page (and a WAL frame) at a
    /// time, and a checkpoint or a new -shm region needs more.
    static let minimumFreeBytes: Int64 = 1 << 20

    /// Whether the volume holding `path` has almost no space left for this user, or one of the database's
    /// files is at the process's file-size limit (`RLIMIT_FSIZE`, `ulimit -f`).
    static func isExhausted(for path: String) -> Bool {
        volumeIsFull(holding: path) || fileSizeLimitReached(path)
    }

    private static func volumeIsFull(holding path: String) -> Bool {
        var volume = statvfs()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard statvfs(directory, &volume) == 0 else { return false }
        return Int64(volume.f_bavail) * Int64(volume.f_frsize) < minimumFreeBytes
    }

    private static func fileSizeLimitReached(_ path: String) -> Bool {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let resource = RLIMIT_FSIZE
        #endif
        // RLIM_INFINITY is all ones on Linux and Int64.max on Darwin (and imports badly on Linux).
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int64.max) else { return false }
        // A write that crossed the limit stopped at it; one that began past it left the file a little short.
        let margin: Int64 = 64 * 1024
        return DatabaseFile.dataSuffixes.contains { suffix in
            var status = stat()
            return stat(path + suffix, &status) == 0 && Int64(status.st_size) + margin >= Int64(limit.rlim_cur)
        }
    }
}
