import Foundation

/// Writes to standard error without buffering.
enum StandardError {
    /// Writes `line` and a newline.
    static func writeLine(_ line: String) {
        write(line + "\n")
    }

    /// Writes `text` as it is.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
