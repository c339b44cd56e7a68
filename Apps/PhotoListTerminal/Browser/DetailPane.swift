import Domain
import Foundation
import Presentation
import Reactive

/// One photo: a large preview (the real picture, the BlurHash until it arrives) beside its details, the favourite mark, and where its download is
/// (downloads themselves are the browser's queue).
@MainActor
final class DetailPane: BrowserPane {
    private let input = PhotoDetailViewModel.Input()
    private let lifetime = Lifetime()
    private let context: BrowserContext
    private let viewModel: PhotoDetailViewModel
    /// The photo the pane shows.
    let id: PhotoID
    private var state = PhotoDetailState.idle
    private var isFavorite = false
    /// The mark `f` asked for, until the view model shows it.
    private var markOnItsWay: Bool?
    /// The mark the last `f` here asked for, `true`: a favourite (the list beneath waits to show it once
    /// the detail closes: ``BrowserPane/expect(_:)``); `nil` before any.
    private(set) var markAsked: Bool?
    /// The first line of the text column on screen (↑/↓ and PgUp/PgDn scroll a long description).
    private var scroll = 0
    private var textHeight = 0

    /// A pane over `viewModel`, which shows photo `id`.
    init(viewModel: PhotoDetailViewModel, id: PhotoID, context: BrowserContext) {
        self.viewModel = viewModel
        self.id = id
        self.context = context
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in
            guard let self else { return }
            self.state = state
            context.setNeedsRender()
            if settling == .settled { context.settled(self) }
        }
        output.isFavorite.drive(in: lifetime) { [weak self] favorite in
            guard let self else { return }
            isFavorite = favorite
            if markOnItsWay == favorite { markOnItsWay = nil }
            // Refused, or changed elsewhere since: the mark asked is not the one to show beneath.
            if markOnItsWay == nil, let asked = markAsked, favorite != asked { markAsked = nil }
            context.setNeedsRender()
            if markOnItsWay == nil, settling == .settled { context.settled(self) }
        }
        output.alert.emit(in: lifetime) { alert in context.report(TerminalText.sanitizedLine(alert.message)) }
    }

    var title: String { "Photo " + TerminalText.sanitizedLine(id.rawValue) }
    var isEditingText: Bool { false }
    /// The mark, in the status bar too: on a short window the detail's own line can be below the fold,
    /// and `f` would seem to do nothing.
    var statusItems: [String] { isFavorite ? ["♥ favourite"] : [] }

    /// Settled once the photo's detail has loaded or failed; reading it meanwhile (waiting, before it is
    /// asked for); storing while the mark `f` asked for does not show yet (``PaneSettling/storing``).
    var settling: PaneSettling {
        if markOnItsWay != nil { return .storing }
        return state.isSettled ? .settled : state == .loading ? .reading : .waiting
    }

    var currentPhoto: Photo? {
        if case .loaded(let display) = state { display.detail.photo } else { nil }
    }

    /// Keys stop waiting for a mark that has not shown.
    func stopWaiting() {
        markOnItsWay = nil
    }

    func appear() {
        input.viewDidLoad.send()
    }

    func perform(_ command: BrowserCommand) -> Bool {
        let page = max(1, textHeight - 1)
        switch command {
        case .toggleFavorite:
            if currentPhoto != nil { markOnItsWay = !isFavorite; markAsked = !isFavorite }  // a photo not loaded takes no mark
            input.toggleFavorite.send()
        case .next: context.step(PhotoStep(from: id, .next))
        case .previous: context.step(PhotoStep(from: id, .previous))
        case .moveDown: scroll += 1
        case .moveUp: scroll -= 1
        case .pageDown: scroll += page
        case .pageUp: scroll -= page
        case .first: scroll = 0
        default: return false
        }
        scroll = max(0, scroll)  // the layout clamps the end, knowing how many lines there are
        context.setNeedsRender()
        return true
    }

    func refresh() {
        input.viewDidLoad.send()  // loads again only after a failure
    }

    func body(size: TerminalSize) -> [String] {
        switch state {
        case .idle, .loading:
            return ListText.fitted(["", "  Loading photo…"], rows: size.rows, columns: size.columns)
        case .failed(let error):
            let lines = [""] + ListText.failureMessage(error.message, columns: size.columns) + ["", "  Press \(KeyMap.key(.refresh)) to try again, \(KeyMap.key(.back)) to go back."]
            return ListText.fitted(lines, rows: size.rows, columns: size.columns)
        case .loaded(let display):
            return layout(display, size: size)
        }
    }

    /// The preview on the left (when the terminal has colour), the text on the right.
    private func layout(_ display: PhotoDetailDisplay, size: TerminalSize) -> [String] {
        let photo = display.detail.photo
        // Sized for the body with the longest message showing, so a message does not resize the picture.
        let pictureArea = TerminalSize(rows: context.pictureRows(size.rows), columns: size.columns)
        let (columns, rows) = Self.previewSize(photo: photo, size: pictureArea, cell: context.pictures.cell)
        // The preview sits one cell in from the left of the body, which starts below the title bar.
        let preview = context.pictures.preview(photo, columns: columns, rows: rows, row: Browser.bodyTop, column: 1)
        let leftWidth = preview.isEmpty ? 0 : columns + 2
        // A picture that will not come says why beside its swatch, which would otherwise look like one loading.
        let failure = context.pictures.failure(of: photo, columns: columns, rows: rows).map {
            ListText.failureMessage(PhotoFormatting.pictureNotShown($0), columns: size.columns - leftWidth).map { TerminalStyle.dim(String($0.dropFirst(2))) } + [""]
        } ?? []
        let all = failure + textLines(display, width: size.columns - leftWidth - 2)
        textHeight = size.rows
        scroll = min(scroll, max(0, all.count - size.rows))
        var text = Array(all.dropFirst(scroll).prefix(size.rows))
        // Each cue stands on a line the step before showed, so every line can still be read.
        if scroll > 0, text.count > 2 {
            text[0] = TerminalStyle.dim("↑ more (↑ scrolls back)")
        }
        if scroll + size.rows < all.count, !text.isEmpty {
            text[text.count - 1] = TerminalStyle.dim("↓ more (↓ scrolls)")
        }
        return (0..<size.rows).map { row in
            let left = preview.isEmpty ? "" : (row < preview.count ? " " + preview[row] + " " : String(repeating: " ", count: leftWidth))
            let right = row < text.count ? text[row] : ""
            return left + TerminalText.column(leftWidth) + TerminalText.padded(" " + right, to: size.columns - leftWidth)
        }
    }

    /// The largest preview with the photo's proportions that leaves the text its column (a third of the
    /// width, 36 columns at least) and fits the body's height (a cell is about twice as tall as wide, and
    /// holds two pixel rows, so pixels come out square), in the photo's ``Photo/displayAspectRatio``
    /// (1000:1 at most). A big terminal gets a big picture: 200×60 shows a landscape 130 columns wide.
    /// `textColumns` overrides the text's share (0: the picture may take the whole width, as in a list's
    /// preview column).
    static func previewSize(photo: Photo, size: TerminalSize, textColumns: Int? = nil, cell: CellPixelSize = .fallback) -> (columns: Int, rows: Int) {
        let maximumColumns = max(8, size.columns - (textColumns ?? max(36, size.columns / 3)))
        let box = PictureBox(fitting: photo.displayAspectRatio, columns: maximumColumns, rows: max(4, size.rows - 1), cell: cell)
        return (box.columns, box.rows)
    }

    /// The commands the detail's hint line names: a download only where the photo offers one (its notes say
    /// why not; `d` still answers with that reason).
    static func hintedCommands(for display: PhotoDetailDisplay) -> [BrowserCommand] {
        [.previous, .next] + (display.offersDownload ? [.download] : []) + [.openPage, .openProfile, .copy, .back]
    }

    private func textLines(_ display: PhotoDetailDisplay, width: Int) -> [String] {
        let clean = TerminalText.sanitizedLine
        var lines = TerminalText.wrapped(clean(display.title), to: width).map(TerminalStyle.bold)
        lines += TerminalText.wrapped(clean(display.creditText), to: width, limit: 2)
        for note in display.notes {
            lines += TerminalText.wrapped(clean(note), to: width)
        }
        lines.append("")
        // A value wider than its column wraps under itself (the text scrolls when it outgrows the body).
        func field(_ name: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            let wrapped = TerminalText.wrapped(clean(value), to: max(1, width - 11), limit: 4)
            for (index, line) in wrapped.enumerated() {
                lines.append(TerminalText.truncated(TerminalText.padded(index == 0 ? name : "", to: 11) + line, to: width))
            }
        }
        field("Size", display.dimensionsText)
        field("Likes", display.likesText)
        field("Views", display.viewsText)
        field("Downloads", display.downloadsText)
        field("Camera", display.cameraText)
        field("Exposure", display.exposureText)
        field("Place", display.locationText)
        field("Published", [display.publishedText, display.publishedAgoText.map { "(\($0))" }].compactMap { $0 }.joined(separator: " "))
        field("Tags", display.tagsText)
        field("Topics", display.topicsText)
        field("Profile", display.photographerText)
        field("Colour", display.colorText)
        lines.append("")
        let favoriteKey = KeyMap.key(.toggleFavorite)
        lines.append(isFavorite ? "♥ In your favourites (\(favoriteKey) removes)" : "♡ Not a favourite (\(favoriteKey) adds)")
        if let downloadText = context.downloadStatus(id) {
            lines.append(TerminalText.truncated(clean(downloadText), to: width))
        }
        lines.append("")
        lines += KeyMap.hintLines(Self.hintedCommands(for: display), width: width).map(TerminalStyle.dim)
        return lines
    }
}
