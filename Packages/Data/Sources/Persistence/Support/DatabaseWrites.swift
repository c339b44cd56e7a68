import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells when a SQLite file is written by any process, this one included: a write to the file or to its
/// `-wal` or `-journal`, seen through inotify on its folder. Another process's change reaches a running
/// browser this way, without polling; SQLite itself tells a connection nothing until it next reads.
///
/// Linux only. Elsewhere, and where inotify is unavailable (the per-user limit of instances is reached),
/// the sequence ends at once and only this process's own screens follow its changes.
enum DatabaseWrites {
    /// One element after each burst of writes to the database at `path` (a burst may collapse into one
    /// element; none is lost at its end). Watching stops when the stream's consumer goes away.
    static func stream(path: String) -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        #if os(Linux)
        guard let watch = FolderWatch(folder: URL(fileURLWithPath: path).deletingLastPathComponent().path) else {
            continuation.finish()
            return stream
        }
        watch.start { written in
            if written.contains(where: { concerns($0, database: path) }) { continuation.yield() }
        }
        continuation.onTermination = { _ in watch.stop() }
        #else
        continuation.finish()
        #endif
        return stream
    }

    /// Whether `name`, written in the folder of the database `path`, is one of its files.
    static func concerns(_ name: String, database path: String) -> Bool {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return DatabaseFile.dataSuffixes.contains { name == file + $0 }
    }
}

#if os(Linux)
/// An inotify watch of one folder, read by a dispatch source: the names of the files written, created or
/// moved into it, one batch per wake.
///
/// `@unchecked Sendable` is safe here because the source is only resumed once (``start(_:)``, before any
/// other thread sees the watch) and cancelled (``stop()``), and dispatch sources may be cancelled from any
/// thread; swift-corelibs-libdispatch just does not mark them `Sendable`. The descriptor is closed by the
/// source's cancel handler, after its last event handler.
private final class FolderWatch: @unchecked Sendable {
    private let descriptor: Int32
    private let source: any DispatchSourceRead

    init?(folder: String) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard inotify_add_watch(descriptor, folder, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)) >= 0 else {
            close(descriptor)
            return nil
        }
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: DispatchQueue(label: "photolist.database-writes"))
    }

    /// Calls `written` with the names of the files each batch of events wrote.
    func start(_ written: @escaping @Sendable (Set<String>) -> Void) {
        let descriptor = self.descriptor
        source.setEventHandler {
            let names = Self.drain(descriptor)
            if !names.isEmpty { written(names) }
        }
        source.setCancelHandler { close(descriptor) }
        source.resume()
    }

    /// Stops watching; the descriptor closes once the source has stopped.
    func stop() {
        source.cancel()
    }

    /// Reads every pending event and returns the names they carry. An event is a fixed header (`wd`,
    /// `mask`, `cookie`, `len`) followed by `len` bytes of name, padded with NULs.
    private static func drain(_ descriptor: Int32) -> Set<String> {
        var names = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let header = MemoryLayout<inotify_event>.size
        let lengthOffset = MemoryLayout<inotify_event>.offset(of: \inotify_event.len) ?? 12
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + lengthOffset, as: UInt32.self) })
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if !nameBytes.isEmpty { names.insert(String(decoding: nameBytes, as: UTF8.self)) }
                offset += header + length
            }
        }
        return names
    }
}
#endif
