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

    /// The width of standard error in columns, when it is a terminal; else 80.
    static func errorColumns() -> Int {
        var size = winsize()
        return ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    }

    /// Whether standard error is a terminal (progress bars are drawn only then).
    static var isInteractiveError: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Whether standard input is a terminal (the browser reads keys from it).
    static var isInteractiveInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Whether standard output is a terminal.
    static var isInteractiveOutput: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
