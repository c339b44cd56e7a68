public import Domain
public import Presentation

/// Renders a page of collections as a plain-text table: each collection's id (what `photolist
/// collections ID` takes), title, photo count and curator, then where the page is.
public enum CollectionsTableView {
    /// The table.
    public static func render(_ state: ItemListState<PhotoCollection>, width: Int) -> String {
        let rows = state.items.map { collection in
            [
                TerminalText.sanitizedLine(collection.id), TerminalText.sanitizedLine(collection.title),
                collection.totalPhotos.map(PhotoFormatting.compactCount) ?? PhotoFormatting.unknown,
                TerminalText.sanitizedLine(collection.curator?.name ?? PhotoFormatting.unknown),
            ]
        }
        let fixed = [TableLayout.Column("ID", fitting: rows.map { $0[0] }), .init("TITLE", width: 32, minimum: 10), .init("PHOTOS", fitting: rows.map { $0[2] })]
        return ItemTable.render(fixed: fixed, last: "CURATOR", rows: rows, footer: ItemTable.footer(state, noun: "collection"), width: width)
    }
}
