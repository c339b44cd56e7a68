import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Facts about the terminal the app writes to.
enum Terminal {
    /// The width of standard output in columns: the terminal's when it is one, else `$COLUMNS`, else 100.
    static func columns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 100
    }

    /// Whether standard output is a terminal.
    static var isInteractiveOutput: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
