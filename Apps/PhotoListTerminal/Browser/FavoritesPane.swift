import Domain
import Presentation
import Reactive

/// The favourites, newest first: open one, or remove it (the favourite or remove key).
@MainActor
final class FavoritesPane: BrowserPane {
    private let input = FavoritesViewModel.Input()
    private let lifetime = Lifetime()
    private let context: BrowserContext
    private let viewModel: FavoritesViewModel
    private var state = FavoritesState.initial
    private var rows = PhotoRows()
    private var pageSize = 20
    private lazy var preview = ListPreview(context: context)
    /// A removal or an undo sent and not yet seen in the state (``settling``).
    private var pendingChange: FavoritesChange?
    /// Whether the user chose a row (moved, clicked, stepped, put one back): until then the selection is
    /// the newest favourite, whatever the lists read since put first (a mark made just before `F`).
    private var hasChosenRow = false
    /// The reads answered when the pane last appeared, until one more has (``settling``).
    private var readsAtAppearing: Int?

    /// A pane over `viewModel`.
    init(viewModel: FavoritesViewModel, context: BrowserContext) {
        self.viewModel = viewModel
        self.context = context
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in
            guard let self else { return }
            let selected = hasChosenRow ? self.state.items.item(at: rows.selected)?.id : state.items.first?.id
            self.state = state
            // A removal whose wait gave up before its state came reads as not made here: followed if it comes back.
            rows.keepSelection(on: selected, in: state.items, removedHere: selected.map { pendingChange == .removal($0) } ?? false)
            context.setNeedsRender()
            if let change = pendingChange, state.settles(change) { pendingChange = nil }
            if let before = readsAtAppearing, state.readsAnswered > before { readsAtAppearing = nil }
            if settling == .settled { context.settled(self) }
        }
        output.route.emit(in: lifetime) { [weak self] route in
            // The list follows the detail's steps, so going back shows the photo last viewed.
            guard let self, context.open(route, self), case .detailInPlace(let id) = route else { return }
            rows.select(id, in: state.items)
            hasChosenRow = true
        }
        output.stepNotice.emit(in: lifetime) { [weak self] notice in self.map { context.endStep(TerminalText.sanitizedLine(notice), $0) } }
        output.notice.emit(in: lifetime) { [weak self] notice in
            // A favourite put back is selected again, in its place, as it was when it was removed.
            if let self, case .restored(let photo) = notice {
                rows.select(photo.id, in: state.items)
                hasChosenRow = true
            }
            let line = TerminalText.sanitizedLine(notice.message)
            context.report(notice.undoable == nil ? line : line + " " + KeyMap.hint([.undo]) + ".")
            // Only then may the keys typed after the undo act (y copies the photo put back): reported
            // before them, the notice would cover what they report.
            if let self, case .restored(let photo) = notice, pendingChange == .undo(photo.id) { undoAnswered(photo.id) }
        }
    }

    var title: String { "Favourites" }
    var isEditingText: Bool { false }
    var currentPhoto: Photo? { state.items.item(at: rows.selected)?.photo }
    /// Reading until the read asked for on appearing has answered (it comes after every change asked for
    /// before, which the rows shown may not hold yet: `f F` lists the new favourite first); storing while
    /// a removal or an undo is on its way, so the next key acts on the list it leaves (`x x` removes two,
    /// `x z` puts back the one removed).
    var settling: PaneSettling {
        if let before = readsAtAppearing, state.readsAnswered <= before { return .reading }
        let list = PaneSettling.list(
            isEmpty: state.items.isEmpty, isIdle: state.phase == .idle, isLoading: state.phase == .loading, isReloading: false,
            awaitsRows: false, moreMayCome: false
        )
        return list == .settled && pendingChange != nil ? .storing : list
    }

    var statusItems: [String] {
        [position].compactMap { $0 }
    }
    var position: String? {
        state.items.isEmpty ? nil : ListText.position(selected: rows.selected, of: state.items.count, hasMore: false)
    }

    func appear() {
        pendingChange = nil  // keys wait for no change made before the pane was left
        readsAtAppearing = state.readsAnswered
        input.detailClosed.send()  // on top again: a detail opened from here has closed, if one was open
        input.viewDidLoad.send()
    }

    func perform(_ command: BrowserCommand) -> Bool {
        if rows.move(command, count: state.items.count, pageSize: pageSize) {
            hasChosenRow = true
            return true
        }
        if command == .undo {
            guard let removed = state.removed else {
                // Undo covers removals made in this list since it last read the favourites, not a photo's `f` elsewhere.
                context.report("Nothing to undo: \(KeyMap.key(.undo)) puts back only the last favourite removed in this list, until it is read again.")
                return true
            }
            input.undoRemoval.send(removed.id)
            pendingChange = .undo(removed.id)
            return true
        }
        guard let item = state.items.item(at: rows.selected) else {
            // Here, with nothing listed, the key is not one that "works only in the favourites list".
            guard command == .remove else { return false }
            context.report("No favourite is listed to remove.")
            return true
        }
        switch command {
        case .open:
            input.select.send(item.id)
            context.askedForDetail(self)
        case .toggleFavorite, .remove:
            input.remove.send(item.id)
            pendingChange = .removal(item.id)
        default: return false
        }
        return true
    }

    func click(row: Int) {
        guard let wasSelected = rows.click(line: row, count: state.items.count) else { return }
        hasChosenRow = true
        if wasSelected { _ = perform(.open) }
        context.setNeedsRender()
    }

    func step(_ step: PhotoStep) {
        input.step.send(step)
    }

    func refresh() {
        pendingChange = nil
        readsAtAppearing = state.readsAnswered
        input.viewDidLoad.send()
    }

    func stopWaiting() {
        pendingChange = nil
    }

    /// The undo of `id`'s removal was answered: keys wait on until it is listed again, where the answer
    /// selected it.
    private func undoAnswered(_ id: PhotoID) {
        pendingChange = .undoAnswered(id)
        if state.settles(.undoAnswered(id)) { pendingChange = nil }
        if settling == .settled { context.settled(self) }
    }

    func body(size: TerminalSize) -> [String] {
        pageSize = size.rows
        let lines: [String]
        switch (state.phase, state.items.isEmpty) {
        case (.idle, true), (.loading, true):
            lines = ["", "  Loading favourites…"]
        case (.failed(let error), true):
            lines = [""] + ListText.failure(error, columns: size.columns, advice: context.advice)
        case (_, true):
            lines = ["", "  No favourites yet: press \(KeyMap.key(.toggleFavorite)) on a photo to add it."]
        case (_, false):
            let width = ListPreview.listWidth(columns: size.columns)
            let footer = if case .failed(let error) = state.phase { ListText.failureFooter(error, columns: width) } else { [String]() }
            let list = rows.render(state.items, footer: footer, height: size.rows, width: width, pictures: context.pictures, firstRow: Browser.bodyTop)
            lines = preview.beside(ListText.fitted(list, rows: size.rows, columns: width), item: state.items.item(at: rows.selected), size: size, firstRow: Browser.bodyTop)
        }
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
