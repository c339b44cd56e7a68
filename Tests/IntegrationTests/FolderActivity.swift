import Foundation

/// Wakes a waiting test when something is written in a folder (inotify). A tmux session copies its pane's
/// output into a file of its folder (`pipe-pane`) and its shell writes the exit status there, so a wait on
/// the screen or the exit captures again only after something happened, instead of running capture after
/// capture, a core's worth of processes taken from the program under test while nothing changes.
final class FolderActivity {
    private let descriptor: Int32

    /// Watches `folder` for files created, written or moved into it.
    init(watching folder: URL) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let events = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(descriptor, folder.path, events) >= 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            close(descriptor)
            throw POSIXError(code)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Forgets what was written so far: a later ``wait(until:)`` returns for writes after this call.
    func reset() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Blocks until something is written in the folder since the last ``reset()``, or until `deadline`;
    /// returns whether something was.
    @discardableResult
    func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let remaining = ContinuousClock.now.duration(to: deadline)
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, Int32(clamping: max(0, milliseconds))) > 0
    }
}
