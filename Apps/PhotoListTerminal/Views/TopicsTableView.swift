public import Domain
public import Presentation

/// Renders a page of topics as a plain-text table that fits the terminal width: each topic's slug (what
/// `photolist topics SLUG` takes), title, photo count and description, then where the page is.
public enum TopicsTableView {
    /// The table.
    public static func render(_ state: ItemListState<Topic>, width: Int) -> String {
        let rows = state.items.map { topic in
            [
                TerminalText.sanitizedLine(topic.slug), TerminalText.sanitizedLine(topic.title),
                topic.totalPhotos.map(PhotoFormatting.compactCount) ?? PhotoFormatting.unknown,
                TerminalText.sanitizedLine(topic.description ?? PhotoFormatting.unknown),
            ]
        }
        let fixed = [TableLayout.Column("SLUG", fitting: rows.map { $0[0] }), .init("TITLE", width: 24, minimum: 10), .init("PHOTOS", fitting: rows.map { $0[2] })]
        return ItemTable.render(fixed: fixed, last: "DESCRIPTION", rows: rows, footer: ItemTable.footer(state, noun: "topic"), width: width)
    }
}
