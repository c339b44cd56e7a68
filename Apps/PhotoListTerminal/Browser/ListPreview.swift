import Domain
import Presentation
import Reactive

/// The column beside a list on a wide terminal (as yazi and lazygit show one): the selected photo's
/// picture and key facts. The BlurHash shows at once; the real picture loads once the selection has rested
/// (``PreviewSelectionViewModel``), so holding a key down loads nothing per row passed.
@MainActor
final class ListPreview {
    /// The narrowest terminal that shows the preview; below it the list keeps the whole width.
    nonisolated static let minimumColumns = 120

    private let context: BrowserContext
    /// Kept: the view model's lifetime holds the subscriptions of its output.
    private let viewModel: PreviewSelectionViewModel
    private let input = PreviewSelectionViewModel.Input()
    private let lifetime = Lifetime()
    /// The photo whose picture may load: the selection once it rested.
    private var settled: PhotoID?
    /// The selection last told to the view model (`.none` before the first).
    private var told: PhotoID??

    /// A preview over `viewModel`, drawing through `context`'s pictures.
    init(context: BrowserContext, viewModel: PreviewSelectionViewModel = PreviewSelectionViewModel()) {
        self.context = context
        self.viewModel = viewModel
        viewModel.transform(input: input).settled.drive(in: lifetime) { [weak self] id in
            self?.settled = id
            context.setNeedsRender()
        }
    }

    /// The columns the list keeps at a body `columns` wide: all of them below ``minimumColumns``.
    nonisolated static func listWidth(columns: Int) -> Int {
        columns < minimumColumns ? columns : columns - previewWidth(columns: columns)
    }

    /// The preview's width: two fifths of the terminal.
    private nonisolated static func previewWidth(columns: Int) -> Int {
        columns * 2 / 5
    }

    /// `list` (lines ``listWidth(columns:)`` wide, `size` the area's rows and columns) with the preview of
    /// `item` beside it; `firstRow` is the screen line of the area's top, where an overlay picture goes.
    func beside(_ list: [String], item: PhotoListItem?, size: TerminalSize, firstRow: Int) -> [String] {
        let listWidth = Self.listWidth(columns: size.columns)
        guard listWidth < size.columns else { return list }
        if told != .some(item?.id) {
            told = .some(item?.id)
            input.selected.send(item?.id)
        }
        let preview = item.map { lines(for: $0, width: size.columns - listWidth, rows: size.rows, firstRow: firstRow, column: listWidth + 1) } ?? []
        return (0..<size.rows).map { row in
            let left = row < list.count ? list[row] : TerminalText.padded("", to: listWidth)
            let right = row < preview.count ? preview[row] : ""
            return left + TerminalText.column(listWidth) + TerminalText.padded(" " + right, to: size.columns - listWidth)
        }
    }

    /// The picture, as large as the photo's proportions allow in the width and the rows the facts leave,
    /// then the facts: caption, photographer, size, likes, labels.
    private func lines(for item: PhotoListItem, width: Int, rows: Int, firstRow: Int, column: Int) -> [String] {
        let clean = TerminalText.sanitizedLine
        let textWidth = max(1, width - 2)
        var facts = TerminalText.wrapped(clean(item.photo.caption ?? "Untitled"), to: textWidth, limit: 2).map(TerminalStyle.bold)
        facts.append(TerminalText.truncated("by " + clean(item.authorName), to: textWidth))
        facts.append(TerminalText.truncated(item.dimensionsText + " · " + item.likesText, to: textWidth))
        let labels = item.labels
        if !labels.isEmpty { facts.append(TerminalText.truncated(labels.joined(separator: " · "), to: textWidth)) }
        let (columns, pictureRows) = DetailPane.previewSize(
            photo: item.photo,
            size: TerminalSize(rows: max(2, context.pictureRows(rows) - facts.count - 1), columns: textWidth),
            textColumns: 0,
            cell: context.pictures.cell
        )
        let picture = context.pictures.preview(item.photo, columns: columns, rows: pictureRows, row: firstRow, column: column, loads: settled == item.id)
        guard !picture.isEmpty else { return facts }
        // A picture that will not come says why under its swatch, in the line that parts it from the facts:
        // the swatch alone would look like a picture still loading.
        let failure = context.pictures.failure(of: item.photo, columns: columns, rows: pictureRows).map {
            TerminalStyle.dim(TerminalText.truncated("! " + TerminalText.sanitizedLine(PhotoFormatting.pictureNotShown($0)), to: textWidth))
        }
        return picture + [failure ?? ""] + facts
    }
}
