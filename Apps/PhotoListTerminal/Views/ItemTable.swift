import Presentation

/// The layout the topic and collection tables share.
enum ItemTable {
    /// A header, one line per row (fixed columns padded or cut, the last column cut to what is left), and
    /// the footer, with trailing spaces trimmed; with no rows, the footer alone. The columns fit `width` as
    /// far as their minimums allow (``TableLayout``).
    static func render(fixed: [TableLayout.Column], last: String, rows: [[String]], footer: String, width: Int) -> String {
        let layout = TableLayout(fixed, lastMinimum: 10, width: width)
        var lines = rows.isEmpty ? [] : [(zip(fixed, layout.fixed).map { TerminalText.padded($0.title, to: $1) } + [TerminalText.truncated(last, to: layout.last)]).joined(separator: "  ")]
        for row in rows {
            let cells = zip(row, layout.fixed).map { text, width in TerminalText.padded(text, to: width) }
            lines.append((cells + [TerminalText.truncated(row.last ?? "", to: layout.last)]).joined(separator: "  "))
        }
        lines.append(footer)
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    /// "20 topics, page 1, more pages available (--page 2)" or "…, end of the list", then the quota left
    /// when the source reported it (", 4,999 of 5,000 requests left"), as a photo list's last line ends.
    static func footer<Item>(_ state: ItemListState<Item>, noun: String) -> String {
        let more = state.nextPageNumber.map { "more pages available (--page \($0))" } ?? state.endText("end of the list", noun: noun)
        return ([PhotoFormatting.counted(state.items.count, noun), state.pageText] + [more, state.rateLimitText].compactMap { $0 }).joined(separator: ", ")
    }
}
