import Glibc

/// Writes to standard error without buffering, and never fails: when standard error is closed, full or a
/// broken pipe, the line is dropped (there is nowhere left to report it) and the exit status still says
/// what happened.
enum StandardError {
    /// Writes `line` and a newline.
    static func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Writes `text` as it is.
    static func write(_ text: String) {
        _ = StandardStreams.writeAll(text, to: STDERR_FILENO)
    }
}
