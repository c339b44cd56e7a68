import Domain
public import Presentation

/// Renders a photo list state as a plain-text table that fits the terminal width.
public enum PhotoListTableView {
    /// The table: a header, one row per photo, and a footer saying where the page is; `end` names what
    /// the last page ends ("end of catalog", "end of the topic"), unless the footer already says there
    /// were no results, or the source cut the list short (`PhotoListState/cutShortText`).
    public static func render(_ state: PhotoListState, width: Int, end: String = "end of catalog") -> String {
        // A page from the offline copy cannot promise the next one is there too: it may need the network.
        let condition = state.cachedAt == nil ? "" : ", if synced or online"
        let more = state.nextPageNumber.map { "more pages available (--page \($0)\(condition))" } ?? state.endText(end)
        let count = PhotoFormatting.photoCount(state.items.count)
        let facts = ([count, state.pageText, more, state.totalText, state.rateLimitText, state.offlineBadge, state.outageNote] as [String?]).compactMap { $0 }
        return render(state.items, footer: facts.joined(separator: ", "), width: width)
    }

    /// A header, one row per item, and `footer`; with no items, the footer alone. The id (what `show`,
    /// `download` and `favorites` take back), size and likes columns are as wide as their widest cell and
    /// never cut (an id up to 32 columns; a longer one is no source's, and `--json` has it whole); the
    /// author and the description give way on a narrow terminal.
    public static func render(_ items: PhotoListRows, footer: String, width: Int) -> String {
        let fixed = [
            TableLayout.Column("#", width: max(1, String(items.count).count)),
            .init("ID", fitting: items.lazy.map { TerminalText.sanitizedLine($0.id.rawValue) }, limit: 32),
            .init("AUTHOR", width: 20, minimum: 8), .init("SIZE", fitting: items.lazy.map(\.dimensionsText)),
            .init("LIKES", fitting: items.lazy.map(\.likesText)),
        ]
        // The author gives way before the description drops below 16 columns; the description may go to 6.
        let layout = TableLayout(fixed, lastMinimum: 16, lastFloor: 6, width: width)
        let widths = layout.fixed
        let headings = zip(fixed, widths).map { TerminalText.padded($0.title, to: $1) } + [TerminalText.truncated("DESCRIPTION", to: layout.last)]
        var lines = items.isEmpty ? [] : [headings.joined(separator: "  ")]
        for (offset, item) in items.enumerated() {
            let cells = [
                TerminalText.padded(String(offset + 1), to: widths[0]),
                TerminalText.padded(TerminalText.sanitizedLine(item.id.rawValue), to: widths[1]),
                TerminalText.padded(TerminalText.sanitizedLine(item.authorName), to: widths[2]),
                TerminalText.padded(item.dimensionsText, to: widths[3]),
                TerminalText.padded(item.likesText, to: widths[4]),
                TerminalText.truncated(TerminalText.sanitizedLine(item.labelledCaption ?? PhotoFormatting.unknown), to: layout.last),
            ]
            lines.append(cells.joined(separator: "  "))
        }
        lines.append(footer)
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}
