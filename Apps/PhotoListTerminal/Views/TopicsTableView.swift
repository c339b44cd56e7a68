public import Domain
public import Presentation

/// Renders a page of topics as a plain-text table that fits the terminal width: each topic's slug (what
/// `photolist topics SLUG` takes), title, photo count and description, then where the page is.
public enum TopicsTableView {
    /// The table.
    public static func render(_ state: ItemListState<Topic>, width: Int) -> String {
        let slugWidth = min(28, max(4, state.items.map { $0.slug.count }.max() ?? 4))
        let fixed = [("SLUG", slugWidth), ("TITLE", 24), ("PHOTOS", 8)]
        let rows = state.items.map { topic in
            [
                TerminalText.sanitizedLine(topic.slug), TerminalText.sanitizedLine(topic.title),
                topic.totalPhotos.map(PhotoFormatting.compactCount) ?? PhotoFormatting.unknown,
                TerminalText.sanitizedLine(topic.description ?? PhotoFormatting.unknown),
            ]
        }
        return ItemTable.render(fixed: fixed, last: "DESCRIPTION", rows: rows, footer: ItemTable.footer(state, noun: "topic"), width: width)
    }
}

/// Renders a page of collections as a plain-text table: each collection's id (what `photolist
/// collections ID` takes), title, photo count and curator, then where the page is.
public enum CollectionsTableView {
    /// The table.
    public static func render(_ state: ItemListState<PhotoCollection>, width: Int) -> String {
        let idWidth = min(24, max(2, state.items.map { $0.id.count }.max() ?? 2))
        let fixed = [("ID", idWidth), ("TITLE", 32), ("PHOTOS", 8)]
        let rows = state.items.map { collection in
            [
                TerminalText.sanitizedLine(collection.id), TerminalText.sanitizedLine(collection.title),
                collection.totalPhotos.map(PhotoFormatting.compactCount) ?? PhotoFormatting.unknown,
                TerminalText.sanitizedLine(collection.curator?.name ?? PhotoFormatting.unknown),
            ]
        }
        return ItemTable.render(fixed: fixed, last: "CURATOR", rows: rows, footer: ItemTable.footer(state, noun: "collection"), width: width)
    }
}

/// The layout the topic and collection tables share.
enum ItemTable {
    /// A header, one line per row (fixed columns padded or cut, the last column cut to what is left), and
    /// the footer, with trailing spaces trimmed.
    static func render(fixed: [(title: String, width: Int)], last: String, rows: [[String]], footer: String, width: Int) -> String {
        let lastWidth = max(10, width - fixed.reduce(0) { $0 + $1.width + 2 })
        var lines = [(fixed.map { TerminalText.padded($0.title, to: $0.width) } + [last]).joined(separator: "  ")]
        for row in rows {
            let cells = zip(row, fixed).map { TerminalText.padded(TerminalText.truncated($0, to: $1.width), to: $1.width) }
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
