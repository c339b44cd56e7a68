import Foundation
import Glibc

/// Writes what a command prints (tables, JSON, paths) to standard output, unbuffered, and makes every
/// way that can fail honest: a reader that went away (`photolist list | head -1`) ends the process as
/// SIGPIPE ends any Unix tool, quietly; any other failure (a full disk, a closed descriptor) is a
/// ``CommandFailure``, never a success whose output was lost.
enum StandardOutput {
    /// Writes `line` and a newline.
    static func writeLine(_ line: String) throws(CommandFailure) {
        try write(line + "\n")
    }

    /// Writes `line` and a newline, the outcome of a change already made: a failed write says that `done`
    /// ("the recent searches were cleared") happened all the same, so its exit status (1) is not read as
    /// nothing done. With `done` nil (nothing changed), as ``writeLine(_:)``.
    static func writeLine(_ line: String, afterDoing done: String?) throws(CommandFailure) {
        guard let done else { return try writeLine(line) }
        do {
            try writeLine(line)
        } catch {
            throw CommandFailure(message: "\(error.message) (\(done) all the same)", status: error.status)
        }
    }

    /// Writes `text` as it is.
    static func write(_ text: String) throws(CommandFailure) {
        try check(StandardStreams.writeAll(text, to: STDOUT_FILENO))
    }

    /// Copies the file at `url` to standard output, a megabyte at a time; `opened` runs once the file is
    /// open, before the first byte is written (a staged file can be removed then: a reader that goes away
    /// ends the process at once, with no chance to clean up after).
    static func copy(contentsOf url: URL, opened: () -> Void = {}) throws(CommandFailure) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure(message: "cannot read \(url.path): \(String(cString: strerror(errno)))", status: .storage)
        }
        defer { close(descriptor) }
        opened()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw CommandFailure(message: "cannot read \(url.path): \(String(cString: strerror(errno)))", status: .storage)
            }
            if count == 0 { return }
            try check(buffer[..<count].withUnsafeBytes { StandardStreams.writeAll($0, to: STDOUT_FILENO) })
        }
    }

    private static func check(_ error: Int32) throws(CommandFailure) {
        switch error {
        case 0:
            return
        case EPIPE:
            StandardStreams.endByBrokenPipe()
        default:
            let reason = StandardStreams.closedAtStart.contains(STDOUT_FILENO) ? "it is closed" : String(cString: strerror(error))
            throw CommandFailure(message: "cannot write to standard output: \(reason)", status: .failure)
        }
    }
}
