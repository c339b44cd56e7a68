import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Facts about the terminal the app writes to.
public enum Terminal {
    /// The size of the terminal open on `descriptor`, or `nil` when it is not one (or does not say):
    /// the one place the app asks a terminal how large it is.
    public static func size(of descriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }

    /// The width of standard output in columns: the terminal's when it is one, else `$COLUMNS`, else 100.
    public static func columns() -> Int {
        if let size = size(of: STDOUT_FILENO) {
            return size.columns
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 100
    }

    /// The height of standard output in lines: the terminal's when it is one, else `$LINES`, else 24.
    public static func rows() -> Int {
        if let size = size(of: STDOUT_FILENO) {
            return size.rows
        }
        if let rows = ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init), rows > 0 {
            return rows
        }
        return 24
    }

    /// The width of standard error in columns, when it is a terminal; else 80.
    public static func errorColumns() -> Int {
        size(of: STDERR_FILENO)?.columns ?? 80
    }

    /// Whether standard error is a terminal (progress bars are drawn only then).
    public static var isInteractiveError: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Whether standard input is a terminal (the browser reads keys from it).
    public static var isInteractiveInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Whether standard output is a terminal.
    public static var isInteractiveOutput: Bool {
        isatty(STDOUT_FILENO) == 1
    }
}
