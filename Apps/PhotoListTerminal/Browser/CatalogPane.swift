import Domain
import Presentation
import Reactive

/// The catalog: every photo, page after page; it tells its view model which rows the user sees, and the
/// view model loads the next page as they near the end.
@MainActor
final class CatalogPane: BrowserPane {
    private let input = PhotoListViewModel.Input()
    private let lifetime = Lifetime()
    private let context: BrowserContext
    private let viewModel: PhotoListViewModel
    private var state = PhotoListState.initial
    private var rows = PhotoRows()
    private var pageSize = 20
    private lazy var preview = ListPreview(context: context)

    let title: String
    /// The feed shown (a topic's, a collection's, a photographer's photos); `nil`: the catalog, a random pick.
    let feed: PhotoFeed?
    /// What the list is called at its end ("— end of the catalog: 60 photos —").
    private let noun: String

    /// A pane over `viewModel`, titled `title`, showing `feed` (`nil`: the catalog, a random pick), `noun`.
    init(viewModel: PhotoListViewModel, title: String, context: BrowserContext, feed: PhotoFeed? = nil, noun: String = "the catalog") {
        self.viewModel = viewModel
        self.title = title
        self.context = context
        self.feed = feed
        self.noun = noun
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in self?.update(state) }
        output.route.emit(in: lifetime) { [weak self] route in
            // The list follows the detail's steps, so going back shows the photo last viewed.
            guard let self, context.open(route, self), case .detailInPlace(let id) = route else { return }
            rows.select(id, in: state.items)
        }
        output.stepNotice.emit(in: lifetime) { [weak self] notice in self.map { context.endStep(TerminalText.sanitizedLine(notice), $0) } }
        output.alert.emit(in: lifetime) { alert in context.report(TerminalText.sanitizedLine(alert.message)) }
    }

    var statusItems: [String] { ListText.statusItems(for: state, selected: rows.selected, now: context.now()) }
    var position: String? { ListText.position(in: state, selected: rows.selected) }
    var showsFailure: Bool { state.failure != nil }
    var currentPhoto: Photo? { state.items.item(at: rows.selected)?.photo }
    var settling: PaneSettling { rows.settling(in: state) }

    func appear() {
        input.detailClosed.send()  // on top again: a detail opened from here has closed, if one was open
        input.viewDidLoad.send()  // the view model loads the first page once, however often the pane appears
    }

    func perform(_ command: BrowserCommand) -> Bool {
        if rows.move(command, in: state, pageSize: pageSize) {
            if command == .last, let notice = ListText.endNotice(for: state, endWaits: rows.awaitsRows) { context.reportAboutStatus(notice) }
            // The view model decides whether what the user now sees calls for a page.
            if let last = rows.lastVisibleToReport(in: state.items) { input.lastVisibleRow.send(last.id) }
            return true
        }
        guard let item = state.items.item(at: rows.selected) else { return false }
        switch command {
        case .open:
            input.select.send(item.id)
            context.askedForDetail(self)
        case .toggleFavorite:
            rows.markAsked(item)
            input.toggleFavorite.send(item.id)
        default: return false
        }
        return true
    }

    func step(_ step: PhotoStep) { input.step.send(step) }
    func stopWaiting() { rows.forgetTarget() }
    func expect(_ marks: [PhotoID: Bool]) { rows.expect(marks, in: state.items) }

    func refresh() { rows.awaitReload(keepingSelectedIn: state.items); input.retry.send() }  // the view model's rule says what trying again loads

    func click(row: Int) {
        guard let wasSelected = rows.click(line: row, count: state.items.count) else { return }
        if wasSelected { _ = perform(.open) }
        context.setNeedsRender()
    }

    func body(size: TerminalSize) -> [String] {
        pageSize = size.rows
        guard !state.items.isEmpty else {
            let empty = PhotoFormatting.capitalizedFirst(noun) + " is empty."
            return ListText.fitted(ListText.empty(for: state, emptyText: empty, columns: size.columns, advice: context.advice), rows: size.rows, columns: size.columns)
        }
        let width = ListPreview.listWidth(columns: size.columns)
        let footer = ListText.footer(for: state, noun: noun, columns: width)
        let lines = rows.render(state.items, footer: footer, height: size.rows, width: width, pictures: context.pictures, firstRow: Browser.bodyTop)
        // A screen taller than the rows loaded, or keys that aimed past them, call for the next page.
        if let last = rows.lastVisibleToReport(in: state.items) { input.lastVisibleRow.send(last.id) }
        let shown = preview.beside(ListText.fitted(lines, rows: size.rows, columns: width), item: state.items.item(at: rows.selected), size: size, firstRow: Browser.bodyTop)
        return ListText.fitted(shown, rows: size.rows, columns: size.columns)
    }

    /// Stores and draws the new state; it asks for nothing (what a state calls for is the view model's).
    private func update(_ next: PhotoListState) {
        state = next
        rows.rowsArrived(state.items, isReloading: state.isReloading, moreMayCome: state.moreMayCome)
        context.setNeedsRender()
        if settling == .settled { context.settled(self) }
    }
}
