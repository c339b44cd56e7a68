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

    /// Writes `text` as it is.
    static func write(_ text: String) throws(CommandFailure) {
        let error = StandardStreams.writeAll(text, to: STDOUT_FILENO)
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
