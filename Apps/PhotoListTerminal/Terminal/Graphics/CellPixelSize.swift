import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The size of one terminal cell in pixels, which turns a box of cells into the pixel size a photo is
/// scaled to. From the window size the kernel knows, else the terminal's answer to `CSI 16 t`, else
/// 10×20, a common cell shape.
struct CellPixelSize: Equatable, Sendable {
    /// Pixels across a cell.
    let width: Int
    /// Pixels down a cell.
    let height: Int

    /// The guess when nothing says: 10×20.
    static let fallback = CellPixelSize(width: 10, height: 20)
    /// xterm's "report the cell size in pixels" request; the answer is `ESC [ 6 ; height ; width t`.
    static let query = "\u{1B}[16t"
    /// How long a terminal that does not answer is waited for.
    static let timeout = GraphicsDetector.timeout

    /// The cell size of the terminal on `descriptor`, asking `terminal` when the window size has no pixels.
    static func detect(descriptor: Int32, terminal: (any TerminalQuerying)?) -> CellPixelSize {
        detect(window: window(of: descriptor), terminal: terminal)
    }

    /// The cell size from a window size (columns, rows, pixels across and down), else from `terminal`'s
    /// answer, else ``fallback``.
    static func detect(window: (columns: Int, rows: Int, width: Int, height: Int)?, terminal: (any TerminalQuerying)?) -> CellPixelSize {
        if let window, let size = fromWindow(columns: window.columns, rows: window.rows, width: window.width, height: window.height) {
            return size
        }
        guard let terminal else { return fallback }
        terminal.write(Array(query.utf8))
        return parse(terminal.read(until: { parse($0) != nil }, timeout: timeout)) ?? fallback
    }

    /// The cell size from the window's size in cells and pixels; `nil` when any of them is zero (many
    /// terminals leave the pixels at zero).
    static func fromWindow(columns: Int, rows: Int, width: Int, height: Int) -> CellPixelSize? {
        guard columns > 0, rows > 0, width >= columns, height >= rows else { return nil }
        let cell = CellPixelSize(width: width / columns, height: height / rows)
        return plausible.contains(cell.width) && plausible.contains(cell.height) ? cell : nil
    }

    /// The cell size in a `CSI 6 ; height ; width t` reply among `bytes`; `nil` when there is none or it
    /// says zero.
    static func parse(_ bytes: [UInt8]) -> CellPixelSize? {
        for report in TerminalReplies(parsing: bytes).windowReports where report.count == 3 && report[0] == 6 {
            if plausible.contains(report[1]), plausible.contains(report[2]) { return CellPixelSize(width: report[2], height: report[1]) }
        }
        return nil
    }

    /// The sides a cell may have, in pixels: a terminal's answer beyond them is not believed (it would
    /// multiply into absurd picture sizes, or overflow).
    static let plausible = 1...512

    /// The window size `TIOCGWINSZ` reports for `descriptor`, or `nil` when it is not a terminal.
    private static func window(of descriptor: Int32) -> (columns: Int, rows: Int, width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row), Int(size.ws_xpixel), Int(size.ws_ypixel))
    }
}
