/// The key reference `?` shows over the current pane, drawn from ``KeyMap``: one column when the body is
/// tall enough, else the fewest side by side that fit (three at most; a narrow column cuts the words, never
/// the keys).
enum HelpOverlay {
    /// The help's lines, fitted to `size`.
    /// `searchUnavailable` (why the source cannot search) replaces the search key's line.
    static func lines(size: TerminalSize, searchUnavailable: String? = nil) -> [String] {
        let entries = KeyMap.bindings.map { binding in
            (label: binding.label, help: binding.command == .search && searchUnavailable != nil ? "no search: this source has none" : binding.help)
        }
        let footer = "  Press any key to close this help (\(KeyMap.key(.quit)) quits)."
        // One column, with the footer under it; or several, with a blank line before the footer.
        let columnCount: Int = (1...3).first { (count: Int) -> Bool in
            let perColumn: Int = (entries.count + count - 1) / count
            return perColumn + (count == 1 ? 1 : 2) <= size.rows
        } ?? 3
        let perColumn = (entries.count + columnCount - 1) / columnCount
        let columnWidth = size.columns / columnCount
        var lines: [String] = []
        for row in 0..<perColumn {
            var line = ""
            for column in 0..<columnCount {
                let index = column * perColumn + row
                guard index < entries.count else { continue }
                let entry = "  " + TerminalText.padded(entries[index].label, to: 10) + entries[index].help
                line += TerminalText.column(column * columnWidth) + TerminalText.padded(entry, to: columnWidth)
            }
            lines.append(line)
        }
        lines += columnCount == 1 ? [footer] : ["", footer]
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
