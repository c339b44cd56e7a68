/// The widths of a plain-text table's columns on a terminal of a given width: each fixed column at its
/// preferred width when the table fits, narrowed toward its minimum (the widest first) when it does not,
/// and the last column given what is left, never less than its own minimum. A column whose minimum is its
/// width (an id a command takes back) is never cut; on a terminal narrower than every minimum the table
/// is as narrow as it can be, and the terminal wraps it.
struct TableLayout {
    /// One fixed column: its heading, the width it prefers, and the narrowest it may be cut to.
    struct Column {
        let title: String
        let width: Int
        let minimum: Int

        /// A column that may be cut to `minimum`; by default it is never cut.
        init(_ title: String, width: Int, minimum: Int? = nil) {
            self.title = title
            self.width = width
            self.minimum = min(minimum ?? width, width)
        }

        /// A column as wide as its heading or its widest cell, never cut: an id or slug a command takes
        /// back, or a figure (a size, a count); at most `limit` columns.
        init(_ title: String, fitting cells: some Sequence<String>, limit: Int = .max) {
            self.init(title, width: min(limit, cells.reduce(TerminalText.width(title)) { max($0, TerminalText.width($1)) }))
        }
    }

    /// The fixed columns' widths, in order.
    let fixed: [Int]
    /// The last column's width.
    let last: Int

    /// The space between two columns.
    static let gap = 2

    /// Lays out `columns` and a last column on `width` terminal columns: the fixed columns give way until
    /// the last has `lastMinimum`; it is never narrower than `lastFloor` (by default that minimum), however
    /// narrow the terminal.
    init(_ columns: [Column], lastMinimum: Int, lastFloor: Int? = nil, width: Int) {
        var widths = columns.map(\.width)
        var excess = widths.reduce(0, +) + Self.gap * columns.count + lastMinimum - width
        while excess > 0 {
            // The column with the most room to give gives one cell; equal room goes to the leftmost.
            let room = zip(widths, columns).map { $0 - $1.minimum }
            guard let most = room.max(), most > 0, let index = room.firstIndex(of: most) else { break }
            widths[index] -= 1
            excess -= 1
        }
        fixed = widths
        last = max(min(lastFloor ?? lastMinimum, lastMinimum), width - widths.reduce(0, +) - Self.gap * columns.count)
    }
}
