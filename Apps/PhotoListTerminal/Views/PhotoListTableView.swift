import Domain
public import Presentation

/// Renders a photo list state as a plain-text table that fits the terminal width.
public enum PhotoListTableView {
    /// The table: a header, one row per photo, and a footer saying where the page is; `end` names what
    /// the last page ends ("end of catalog", "end of the topic").
    public static func render(_ state: PhotoListState, width: Int, end: String = "end of catalog") -> String {
        // A page from the offline copy cannot promise the next one is there too: it may need the network.
        let condition = state.cachedAt == nil ? "" : ", if synced or online"
        let more = state.hasMore ? "more pages available (--page \((state.page ?? 0) + 1)\(condition))" : end
        let count = PhotoFormatting.photoCount(state.items.count)
        let extras = [state.totalText, state.rateLimitText, state.offlineBadge].compactMap { $0 }.map { ", \($0)" }.joined()
        return render(state.items, footer: "\(count), \(state.pageText), \(more)\(extras)", width: width)
    }

    /// A header, one row per item, and `footer`.
    public static func render(_ items: PhotoListRows, footer: String, width: Int) -> String {
        let indexWidth = max(1, String(items.count).count)
        let fixed: [(title: String, width: Int)] = [("#", indexWidth), ("ID", 11), ("AUTHOR", 20), ("SIZE", 11), ("LIKES", 12)]
        let descriptionWidth = max(10, width - fixed.reduce(0) { $0 + $1.width + 2 })
        var lines = [(fixed.map { TerminalText.padded($0.title, to: $0.width) } + ["DESCRIPTION"]).joined(separator: "  ")]
        for (offset, item) in items.enumerated() {
            let cells = [
                TerminalText.padded(String(offset + 1), to: indexWidth),
                TerminalText.padded(TerminalText.sanitizedLine(item.id.rawValue), to: 11),
                TerminalText.padded(TerminalText.sanitizedLine(item.authorName), to: 20),
                TerminalText.padded(item.dimensionsText, to: 11),
                TerminalText.padded(item.likesText, to: 12),
                TerminalText.truncated(TerminalText.sanitizedLine(item.labelledCaption ?? PhotoFormatting.unknown), to: descriptionWidth),
            ]
            lines.append(cells.joined(separator: "  "))
        }
        lines.append(footer)
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}
