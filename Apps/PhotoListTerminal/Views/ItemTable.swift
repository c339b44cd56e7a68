import Presentation

/// The layout the topic and collection tables share.
enum ItemTable {
    /// A header, one line per row (fixed columns padded or cut, the last column cut to what is left), and
    /// the footer, with trailing spaces trimmed.
    static func render(fixed: [(title: String, width: Int)], last: String, rows: [[String]], footer: String, width: Int) -> String {
        let lastWidth = max(10, width - fixed.reduce(0) { $0 + $1.width + 2 })
        var lines = [(fixed.map { TerminalText.padded($0.title, to: $0.width) } + [last]).joined(separator: "  ")]
        for row in rows {
            // The first column is the name a command takes back: padded, never cut (its width is its longest).
            let cells = zip(row, fixed).enumerated().map { index, cell in
                TerminalText.padded(index == 0 ? cell.0 : TerminalText.truncated(cell.0, to: cell.1.width), to: cell.1.width)
            }
            lines.append((cells + [TerminalText.truncated(row.last ?? "", to: lastWidth)]).joined(separator: "  "))
        }
        lines.append(footer)
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// "20 topics, page 1, more pages available (--page 2)" or "…, end of the list".
    static func footer<Item>(_ state: ItemListState<Item>, noun: String) -> String {
        let page = state.page.map { "page \($0)" } ?? "no page"
        let more = state.hasMore ? "more pages available (--page \((state.page ?? 0) + 1))" : "end of the list"
        return "\(PhotoFormatting.counted(state.items.count, noun)), \(page), \(more)"
    }
}
