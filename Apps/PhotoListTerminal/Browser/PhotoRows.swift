import Domain
import Presentation

/// A scrolling, selectable list of photo rows: the shared body of the catalog, search and favourites
/// panes. Keeps the selection on screen and draws each row with its thumbnail (the BlurHash swatch until
/// the real picture has loaded).
@MainActor
struct PhotoRows {
    /// The selection and the rules of moving it (Presentation's, shared by every list).
    private var selection = ListSelection()

    /// Whether a movement aimed past the loaded rows waits for more of them (``ListSelection/awaitsRows``).
    var awaitsRows: Bool { selection.awaitsRows }
    /// The first row on screen.
    private(set) var top = 0
    /// How many lines the last render had for rows.
    private var height = 0
    /// The last visible row last told to the view model, so each one is told once.
    private var reportedLastVisible: PhotoID?
    /// A photo asked for whose row had not arrived (``select(_:in:)``): the one the detail stepped to, whose
    /// route can come before the state that holds its page, or a favourite put back whose notice came
    /// first. It is selected when its row does.
    private var followed: PhotoID?
    /// The selected photo whose row left the list without the user removing it here (it was unmarked in its
    /// detail, say): selected again if it comes back before the user moves.
    private var departed: PhotoID?
    /// Whether a read of the rows again was asked for and no state has come since (``awaitReload(keeping:)``).
    private var reloadAsked = false
    /// The photo selected when the rows were asked again (`r`), until the rows read again come: it stays
    /// selected if they list it, else the selection starts at their top. A move, click or step meanwhile
    /// is the user's own choice, and drops it.
    private var reloadKeeping: PhotoID?
    /// The favourite marks rows are to show, by photo, until they do: one a key asked for here
    /// (``markAsked(_:)``), or one a detail opened from here made (``expect(_:in:)``).
    private var marksOnTheirWay: [PhotoID: Bool] = [:]

    /// The selected row.
    var selected: Int { selection.index }

    /// Whether keys may act on these rows of `state` (``PaneSettling/list(isEmpty:isIdle:isLoading:isReloading:awaitsRows:moreMayCome:)``),
    /// so a `y` after many `j` copies the row they reach, and one after `r` a row of the list read again
    /// (waiting, until the state shows that read: ``awaitReload(keeping:)``).
    func settling(in state: PhotoListState) -> PaneSettling {
        if awaitsMarks { return .storing }
        return .list(
            isEmpty: state.items.isEmpty, isIdle: state.phase == .idle, isLoading: state.isLoading,
            isReloading: state.isReloading,
            awaitsRows: selection.awaitsRows, moreMayCome: state.moreMayCome, reloadAsked: reloadAsked
        )
    }

    /// `f` on `item`: until the rows show its mark turned over (the view model took the press), every key
    /// waits (``PaneSettling/storing``), so `f Esc` or `f F` in one burst does not leave before it.
    mutating func markAsked(_ item: PhotoListItem) {
        marksOnTheirWay[item.id] = !item.isFavorite
    }

    /// Whether rows are to show a mark they do not show yet (``markAsked(_:)``, ``expect(_:in:)``).
    var awaitsMarks: Bool { !marksOnTheirWay.isEmpty }

    /// The rows are now `items`: a row that shows the mark it was to show, or is gone, ends the wait for it.
    mutating func marksArrived(in items: PhotoListRows) {
        marksOnTheirWay = marksOnTheirWay.filter { Self.isStillToShow($0, $1, in: items) }
    }

    /// Whether `items` hold photo `id`'s row and it shows the other mark than `isFavorite`.
    private static func isStillToShow(_ id: PhotoID, _ isFavorite: Bool, in items: PhotoListRows) -> Bool {
        items.item(id: id).map { $0.isFavorite != isFavorite } ?? false
    }

    /// A detail opened from these rows, now closed, marked its photos as `marks` says: until the rows among
    /// `items` that show otherwise show them (the shared favourites tell every list once the store has
    /// them), every key waits (``PaneSettling/storing``), so `Enter f Esc f` turns over the mark the detail
    /// made, not the one the row showed before it.
    mutating func expect(_ marks: [PhotoID: Bool], in items: PhotoListRows) {
        for (id, isFavorite) in marks where Self.isStillToShow(id, isFavorite, in: items) {
            marksOnTheirWay[id] = isFavorite
        }
    }

    /// The pane asked for its rows to be read again (`r`, other filters): until the next state comes,
    /// which shows that read, keys wait (``settling(in:)``). `selected`, the photo selected now, stays
    /// selected when the rows read again list it (``rowsArrived(_:isReloading:moreMayCome:)``).
    mutating func awaitReload(keeping selected: PhotoID?) {
        reloadAsked = true
        reloadKeeping = selected
    }

    /// ``awaitReload(keeping:)`` the photo selected now among `items`, the rows shown (`r`).
    mutating func awaitReload(keepingSelectedIn items: PhotoListRows) {
        awaitReload(keeping: items.item(at: selected)?.id)
    }

    /// Moves the selection for a movement command among `state`'s rows (``move(_:count:pageSize:hasMore:)``),
    /// aiming past the loaded ones only while more may come (`PhotoListState.moreMayCome`).
    mutating func move(_ command: BrowserCommand, in state: PhotoListState, pageSize: Int) -> Bool {
        move(command, count: state.items.count, pageSize: pageSize, hasMore: state.moreMayCome)
    }

    /// Moves the selection for a movement command among `count` rows, a page being `pageSize` rows; when
    /// `hasMore`, a PgDn past the loaded rows, or End on the last, finishes as rows arrive
    /// (``rowsArrived(_:isReloading:moreMayCome:)``). Returns
    /// whether the command was a movement.
    mutating func move(_ command: BrowserCommand, count: Int, pageSize: Int, hasMore: Bool = false) -> Bool {
        let movement: ListSelection.Movement
        switch command {
        case .moveUp: movement = .up
        case .moveDown: movement = .down
        case .pageUp: movement = .pageUp(rows: pageSize)
        case .pageDown: movement = .pageDown(rows: pageSize)
        case .first: movement = .first
        case .last: movement = .last
        default: return false
        }
        selection.move(movement, count: count, hasMore: hasMore)
        (followed, departed, reloadKeeping) = (nil, nil, nil)  // the user's own move wins over a step's still to come, and over a reload's
        return true
    }

    /// Gives up the rows a movement aimed past the loaded ones (the selection stays where it got to), and
    /// a mark that has not shown.
    mutating func forgetTarget() {
        selection.forgetTarget()
        reloadAsked = false
        marksOnTheirWay = [:]
    }

    /// New rows arrived (`items` now, still being read again when `isReloading`, and more to come when
    /// `moreMayCome`), which may show the mark asked (``markAsked(_:)``): a PgDn or End that aimed past the
    /// old end moves on, and a photo the detail stepped to before its row came is selected. Once rows asked
    /// again have come (``awaitReload(keeping:)``), the photo selected then stays selected when they list
    /// it; when they do not (page 4's photo after the first page was read again), the list starts at its
    /// top, as a list read anew does, not at whichever row took the old one's number.
    mutating func rowsArrived(_ items: PhotoListRows, isReloading: Bool, moreMayCome: Bool) {
        reloadAsked = false
        marksArrived(in: items)
        selection.rowsArrived(count: items.count, moreMayCome: moreMayCome)
        if let followed { select(followed, in: items) }
        guard !isReloading, let kept = reloadKeeping else { return }
        reloadKeeping = nil
        guard let index = items.firstIndex(where: { $0.id == kept }) else { return reset() }
        selection.select(index, count: items.count)
    }

    /// Selects the row drawn on line `line` of the last render (0 at its top) among `count` rows.
    /// Returns whether that row was already selected (a second click opens it); `nil` when no row is there.
    mutating func click(line: Int, count: Int) -> Bool? {
        let row = top + line
        guard line >= 0, line < height, row < count else { return nil }
        defer {
            selection.select(row, count: count)
            (followed, departed, reloadKeeping) = (nil, nil, nil)
        }
        return row == selected
    }

    /// Keeps the selection inside `0..<count` (after rows were replaced or removed).
    mutating func clamp(count: Int) {
        selection.clamp(count: count)
    }

    /// Keeps the selection on the photo `id` (the one selected before `items` came) when it is still
    /// listed, wherever its row now is: a favourite added or removed in another window moves the rows, and
    /// the next key must act on the photo the user chose, not on whichever took its place. When it has
    /// gone, the selection stays where it was, clamped (the next row takes its place); unless
    /// `removedHere` (the user removed it in this list, and undoing it selects it again), it is selected
    /// again if it comes back before the user moves (a favourite unmarked and marked again in its detail,
    /// which puts it first). A photo asked for before its row came (``select(_:in:)``) is selected once
    /// it is listed.
    mutating func keepSelection(on id: PhotoID?, in items: PhotoListRows, removedHere: Bool = false) {
        if let followed, items.contains(where: { $0.id == followed }) { return select(followed, in: items) }
        if let departed, let index = items.firstIndex(where: { $0.id == departed }) {
            self.departed = nil
            return selection.select(index, count: items.count)
        }
        guard let id else { return clamp(count: items.count) }
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            departed = removedHere ? nil : id
            return clamp(count: items.count)
        }
        selection.select(index, count: items.count)
    }

    /// The last of `items` the user sees: the bottom row on screen, or the selection if it moved past
    /// it since the last render. What a pane tells its view model, which decides whether to load more.
    func lastVisible(in items: PhotoListRows) -> PhotoListItem? {
        items.item(at: max(selected, min(items.count - 1, top + height - 1)))
    }

    /// The last visible row (``lastVisible(in:)``) when it is not the one told last: what a pane tells its
    /// view model after a move and after each render, so a tall screen that shows every loaded row, or
    /// keys that aimed past them, ask for the next page as soon as one may be asked for.
    mutating func lastVisibleToReport(in items: PhotoListRows) -> PhotoListItem? {
        guard let last = lastVisible(in: items), last.id != reportedLastVisible else { return nil }
        reportedLastVisible = last.id
        return last
    }

    /// Selects the row with `id` among `items` (the detail stepped to it); when its row has not arrived
    /// yet, once it does (``rowsArrived(_:isReloading:moreMayCome:)``).
    mutating func select(_ id: PhotoID, in items: PhotoListRows) {
        (departed, reloadKeeping) = (nil, nil)
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            followed = id
            return
        }
        followed = nil
        selection.select(index, count: items.count)
    }

    /// Back to the first row.
    mutating func reset() {
        selection = ListSelection()
        top = 0
        reportedLastVisible = nil
        (followed, departed, reloadKeeping) = (nil, nil, nil)
    }

    /// `height` lines for `items` and the `footer` lines after the last row, scrolled so the selection
    /// (and, at the end, as much of the footer as fits below it) is visible; the first is drawn on screen
    /// line `firstRow` (where thumbnails drawn over the text go).
    mutating func render(
        _ items: PhotoListRows,
        footer: [String],
        height: Int,
        width: Int,
        pictures: TerminalPictures,
        firstRow: Int = 0
    ) -> [String] {
        guard height > 0 else { return [] }
        self.height = height
        clamp(count: items.count)
        let total = items.count + footer.count
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        // At the last row, scroll the footer into view, but never the selection out of it.
        if selected == items.count - 1 { top = max(top, min(selected, total - height)) }
        top = max(0, min(top, max(0, total - height)))
        var lines: [String] = []
        for row in top..<min(total, top + height) {
            if row < items.count {
                lines.append(line(items[row], isSelected: row == selected, width: width, pictures: pictures, screenRow: firstRow + lines.count))
            } else {
                lines.append(TerminalText.padded(footer[row - items.count], to: width))
            }
        }
        return lines
    }

    /// `› ▀▀▀▀ ♥ Author           Description…      6000×4000  ♥ 1.2k`, each column placed at its own
    /// position (``TerminalText/column(_:)``), so an emoji a terminal draws at another width than measured
    /// moves no column after it. Below 80 columns the size column is left out and the author's is narrower.
    private func line(_ item: PhotoListItem, isSelected: Bool, width: Int, pictures: TerminalPictures, screenRow: Int) -> String {
        let marker = isSelected ? "› " : "  "
        let swatch = pictures.thumbnail(item.photo, columns: 4, row: screenRow, column: 2)
        let isNarrow = width < 80
        let authorWidth = isNarrow ? 14 : 18
        // The widest size a source may give ("100000 × 100000", `PlausibleRange.photoSide`), then a gap.
        let sizeWidth = isNarrow ? 0 : 16
        let likesWidth = 12  // the widest like count, "999.9T likes" (`PhotoFormatting.compactCount`)
        let prefix = 2 + (swatch == nil ? 0 : 5)
        let descriptionStart = prefix + 2 + authorWidth + 1
        let sizeStart = max(descriptionStart, width - likesWidth - sizeWidth)
        let descriptionWidth = max(0, sizeStart - 1 - descriptionStart)
        var cells = [
            (prefix, (item.isFavorite ? "♥ " : "  ") + TerminalText.padded(TerminalText.sanitizedLine(item.authorName), to: authorWidth) + " "),
            // The description is cut one cell short of the next column, so a full one still ends in a gap.
            (descriptionStart, TerminalText.padded(TerminalText.sanitizedLine(item.labelledCaption ?? ""), to: descriptionWidth) + " "),
        ]
        if sizeWidth > 0 { cells.append((sizeStart, TerminalText.padded(TerminalText.truncated(item.dimensionsText, to: sizeWidth - 1), to: sizeWidth))) }
        cells.append((width - likesWidth, TerminalText.padded(item.likesText, to: likesWidth)))
        var text = ""
        var used = prefix
        for (start, cell) in cells where start >= used && start < width {
            let fitted = TerminalText.truncated(cell, to: width - start)
            text += TerminalText.column(start) + fitted
            used = start + TerminalText.width(fitted)
        }
        text += String(repeating: " ", count: max(0, width - used))
        return marker + (swatch.map { $0 + " " } ?? "") + (isSelected ? TerminalStyle.reverse(text) : text)
    }
}
