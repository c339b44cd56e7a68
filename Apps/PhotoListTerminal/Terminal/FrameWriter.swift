/// Paints whole frames (one string per screen line, already fitted to the width) and rewrites only the
/// lines that changed since the last frame, so redrawing after every key does not flicker.
struct FrameWriter {
    private var previous: [String?] = []
    /// The screen lines (0 at the top) the last ``update(to:)`` rewrote: pictures drawn over text by the
    /// terminal (sixel, iTerm2) are erased by a rewrite and must be drawn again.
    private(set) var repaintedRows: Set<Int> = []

    /// The bytes that turn the last painted frame into `lines`; everything after a ``invalidate()``.
    mutating func update(to lines: [String]) -> String {
        var output = ""
        if previous.count != lines.count {
            output += "\u{1B}[0m\u{1B}[2J"
            previous = []
        }
        repaintedRows = []
        for (row, line) in lines.enumerated() where row >= previous.count || previous[row] != line {
            // Erase first, then write: erasing after a full-width line would remove its last cell, because
            // the cursor stays on the last column once it is reached.
            output += "\u{1B}[\(row + 1);1H\u{1B}[0m\u{1B}[2K" + line + "\u{1B}[0m"
            repaintedRows.insert(row)
        }
        previous = lines
        return output
    }

    /// Forgets what is on screen, so the next update repaints everything (after a resize).
    mutating func invalidate() {
        previous = []
    }

    /// Forgets what is on `rows`, so the next update rewrites them even if their text is unchanged (a
    /// picture the terminal drew over them has to go).
    mutating func invalidate(rows: Set<Int>) {
        for row in rows where previous.indices.contains(row) {
            previous[row] = nil
        }
    }
}
