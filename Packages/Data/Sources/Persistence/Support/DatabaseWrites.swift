import Dispatch
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// Tells when a SQLite database is written by any process, this one included, seen through inotify on its
/// folder: another process's change reaches a running browser this way, without polling (SQLite tells a
/// connection nothing until it next reads).
///
/// A write to the file, its `-wal` or its `-journal` is reported as it happens, but a WAL commit becomes
/// visible to readers only after its last frame is written, when SQLite updates the `-shm` through memory,
/// which inotify does not see: a read woken by the frames may still find the database as it was. So a
/// writer that knows its transaction has committed says so (``announceCommit(path:)``: it touches the
/// `-wal`'s time, an event of its own), and a read woken by that finds the change. Other programs' writes
/// (a `sqlite3` shell) are reported by their file writes alone.
///
/// Linux only. Elsewhere, and where inotify cannot be used (the per-user limit of instances or watches is
/// reached), the sequence ends at once, with one warning logged, and only this process's own screens
/// follow its changes.
enum DatabaseWrites {
    private static let logger = Logger(label: "photolist.library")

    /// One element after each burst of writes to the database at `path` (a burst may collapse into one
    /// element, but a write after the consumer took an element always brings another). Watching stops
    /// when the stream's consumer goes away, and the stream ends if the folder stops being watchable
    /// (removed, moved or unmounted).
    static func stream(path: String) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        #if os(Linux)
        // SQLite follows a link to the database, and its `-wal` sits beside the link's target.
        let database = resolved(path)
        let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
        let watch = FolderWatch(folder: folder) { event in
            switch event {
            case .written(let names):
                if names.contains(where: { concerns($0, database: database) }) { continuation.yield() }
            case .overflowed:
                continuation.yield()  // events were dropped: any of them may have been a write
            case .ended:
                continuation.finish()
            }
        }
        guard let watch else {
            logger.warning("changes other processes make to \(path) are not followed: \(String(cString: strerror(errno)))")
            continuation.finish()
            return stream
        }
        continuation.onTermination = { _ in watch.stop() }
        #else
        continuation.finish()
        #endif
        return stream
    }

    /// Says that a transaction on the database at `path` has committed, for the watchers of
    /// ``stream(path:)`` in every process: the `-wal`'s time is set to now (or the file's, without a WAL),
    /// which inotify reports once the commit is visible to readers. Nothing is written into either file.
    static func announceCommit(path: String) {
        let database = resolved(path)
        for file in [database + "-wal", database] where utimensat(AT_FDCWD, file, nil, 0) == 0 {
            return
        }
    }

    /// Whether `name`, written in the folder of the database `path`, is one of its files.
    static func concerns(_ name: String, database path: String) -> Bool {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return DatabaseFile.dataSuffixes.contains { name == file + $0 }
    }

    /// `path` with every link resolved, or as it is when it cannot be (nothing there yet).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}

#if os(Linux)
/// An inotify watch of one folder, read by a dispatch source that is resumed in ``init(folder:_:)`` and
/// cancelled by ``stop()``, the only two things the type offers.
///
/// `@unchecked Sendable` is safe here because its stored properties are set once in `init` and never
/// changed, and dispatch sources may be cancelled from any thread (swift-corelibs-libdispatch just does not
/// mark them `Sendable`). The descriptor is closed by the source's cancel handler, after its last event
/// handler.
private final class FolderWatch: @unchecked Sendable {
    /// What a batch of events says.
    enum Event {
        /// Files of these names were written, created, moved in or had their times set.
        case written(Set<String>)
        /// The kernel's queue overflowed and events were lost.
        case overflowed
        /// The folder is no longer watched (removed, moved away, its file system unmounted).
        case ended
    }

    private let source: any DispatchSourceRead

    /// Watches `folder`, calling `handle` with each batch of events on the watch's own queue; `nil` (with
    /// `errno` set) when inotify cannot be used.
    init?(folder: String, _ handle: @escaping @Sendable (Event) -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_ATTRIB)
        guard inotify_add_watch(descriptor, folder, events) >= 0 else {
            let failure = errno
            close(descriptor)
            errno = failure
            return nil
        }
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "photolist.database-writes"))
        source.setEventHandler {
            for event in Self.drain(descriptor) { handle(event) }
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
    }

    /// Stops watching; the descriptor closes once the source has stopped.
    func stop() {
        source.cancel()
    }

    /// Reads every pending event. An event is a fixed header (`wd`, `mask`, `cookie`, `len`) followed by
    /// `len` bytes of name, padded with NULs.
    private static func drain(_ descriptor: Int32) -> [Event] {
        var names = Set<String>()
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let header = MemoryLayout<inotify_event>.size
        let maskOffset = MemoryLayout<inotify_event>.offset(of: \inotify_event.mask) ?? 4
        let lengthOffset = MemoryLayout<inotify_event>.offset(of: \inotify_event.len) ?? 12
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let (mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset + maskOffset, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + lengthOffset, as: UInt32.self)))
                }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { events.append(.overflowed) }
                if mask & UInt32(IN_IGNORED) != 0 { events.append(.ended) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if !nameBytes.isEmpty { names.insert(String(decoding: nameBytes, as: UTF8.self)) }
                offset += header + length
            }
        }
        return (names.isEmpty ? [] : [.written(names)]) + events
    }
}
#endif
