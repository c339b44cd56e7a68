public import Domain
public import Presentation

/// Renders a page of topics as a plain-text table that fits the terminal width: each topic's slug (what
/// `photolist topics SLUG` takes), title, photo count and description, then where the page is.
public enum TopicsTableView {
    /// The table.
    public static func render(_ state: ItemListState<Topic>, width: Int) -> String {
        let slugWidth = max(4, state.items.map { TerminalText.width(TerminalText.sanitizedLine($0.slug)) }.max() ?? 4)  // never cut: it is what SLUG takes
        let rows = state.items.map { topic in
            [
                TerminalText.sanitizedLine(topic.slug), TerminalText.sanitizedLine(topic.title),
                topic.totalPhotos.map(PhotoFormatting.compactCount) ?? PhotoFormatting.unknown,
                TerminalText.sanitizedLine(topic.description ?? PhotoFormatting.unknown),
            ]
        }
        let fixed = [TableLayout.Column("SLUG", width: slugWidth), .init("TITLE", width: 24, minimum: 10), ItemTable.countColumn("PHOTOS", rows: rows)]
        return ItemTable.render(fixed: fixed, last: "DESCRIPTION", rows: rows, footer: ItemTable.footer(state, noun: "topic"), width: width)
    }
}
