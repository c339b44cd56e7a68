import Foundation

/// Writes to standard error without buffering.
enum StandardError {
    /// Writes `line` and a newline.
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
