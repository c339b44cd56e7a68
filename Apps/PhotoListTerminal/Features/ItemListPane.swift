import Domain
import Presentation
import Reactive

/// A list of topics, collections or a scaffolded feature's items in the browser (opened with the digit
/// their help line names): ↑/↓ move and load more near the end, Enter opens the selected item's photos in a
/// pane of their own (when items have photos), r tries again or reloads, Esc goes back. A feature's pane
/// made by Scripts/new-feature is this pane with its title and line.
@MainActor
class ItemListPane<Item: Hashable & Sendable & Identifiable>: BrowserPane where Item.ID: Sendable {
    private let input = ItemListViewModel<Item>.Input()
    private let lifetime = Lifetime()
    private let viewModel: ItemListViewModel<Item>
    private let context: BrowserContext
    private let line: (Item) -> String
    private let feed: ((Item) -> (PhotoFeed, String))?
    private var state: ItemListState<Item>
    /// The selection and its rules (Presentation's, shared by every list): keys past the loaded items
    /// wait for the next page instead of being lost.
    private var selection = ListSelection()
    private var selected: Int { selection.index }
    /// The index of the item on the body's first line, as last drawn (a click names a line, not an item).
    private var top = 0
    /// How many items the body showed last.
    private var pageSize = 20
    /// Whether `r` asked for the items to be read again and no state has come since (``settling``).
    private var reloadAsked = false
    /// The last visible item last told to the view model, so each is told once.
    private var reportedLastVisible: Item.ID?

    let title: String

    /// A pane titled `title` over `viewModel`; `line` is an item's row, `feed` the photos Enter opens and
    /// their pane's title (`nil`: Enter opens nothing).
    init(
        viewModel: ItemListViewModel<Item>, title: String, context: BrowserContext,
        line: @escaping (Item) -> String, feed: ((Item) -> (PhotoFeed, String))? = nil
    ) {
        self.viewModel = viewModel
        self.title = title
        self.context = context
        self.line = line
        self.feed = feed
        state = ItemListState()
        viewModel.transform(input: input).state.drive(in: lifetime) { [weak self] state in
            guard let self else { return }
            self.state = state
            reloadAsked = false
            selection.rowsArrived(count: state.items.count, moreMayCome: state.moreMayCome)
            context.setNeedsRender()
            if settling == .settled { context.settled(self) }
        }
    }

    var isEditingText: Bool { false }
    var currentPhoto: Photo? { nil }
    var settling: PaneSettling {
        .list(
            isEmpty: state.items.isEmpty, isIdle: state.phase == .idle, isLoading: state.isLoading, isReloading: state.phase == .loadingFirstPage,
            awaitsRows: selection.awaitsRows, moreMayCome: state.moreMayCome, reloadAsked: reloadAsked
        )
    }
    var noPhotoHint: String? {
        state.items.isEmpty || feed == nil ? nil : "\(KeyMap.key(.open)) opens the photos of the one selected"
    }

    var statusItems: [String] {
        var items = state.items.isEmpty ? [] : [ListText.position(selected: min(selected, state.items.count - 1), of: state.items.count, hasMore: state.hasMore)]
        if state.isLoading { items.append("loading…") }
        if let quota = state.rateLimitText { items.append(quota) }
        return items
    }

    func appear() {
        input.viewDidLoad.send()  // the reducer loads the first page once, however often the pane appears
    }

    func refresh() {
        reloadAsked = true  // until the next state, which shows that read
        selection.forgetTarget()  // the rows read again are not the ones a key aimed past
        input.retry.send()  // after a failure, the reducer's rule says what trying again loads
    }

    func stopWaiting() {
        selection.forgetTarget()
        reloadAsked = false
    }

    func perform(_ command: BrowserCommand) -> Bool {
        let count = state.items.count
        let movement: ListSelection.Movement? = switch command {
        case .moveUp: .up
        case .moveDown: .down
        case .pageUp: .pageUp(rows: pageSize)
        case .pageDown: .pageDown(rows: pageSize)
        case .first: .first
        case .last: .last
        default: nil
        }
        if let movement {
            selection.move(movement, count: count, hasMore: state.moreMayCome)
            reportLastVisible()
            return true
        }
        switch command {
        case .open:
            guard let opening = feed, state.items.indices.contains(selected) else { return false }
            let (opened, title) = opening(state.items[selected])
            context.openFeed(opened, title)
            return true
        default: return false
        }
    }

    /// Tells the view model the last item the user sees (the selection, or the body's last line), once
    /// per item: it decides whether that calls for a page.
    private func reportLastVisible() {
        let last = min(state.items.count - 1, max(selected, top + pageSize - 1))
        guard state.items.indices.contains(last), state.items[last].id != reportedLastVisible else { return }
        reportedLastVisible = state.items[last].id
        input.lastVisibleItem.send(state.items[last].id)
    }

    func click(row: Int) {
        let index = top + row
        guard state.items.indices.contains(index) else { return }
        if index == selected { _ = perform(.open) } else { selection.select(index, count: state.items.count) }
        context.setNeedsRender()
    }

    func body(size: TerminalSize) -> [String] {
        let lines: [String]
        switch (state.phase, state.items.isEmpty) {
        case (.idle, true), (.loadingFirstPage, true), (.loadingNextPage, true):
            lines = ["", "  Loading…"]
        case (.failed(let error), true):
            lines = [""] + ListText.failure(error, columns: size.columns, advice: context.advice)
        case (_, true):
            lines = ["", "  Nothing here."]
        case (_, false):
            let current = min(selected, state.items.count - 1)
            let footer = if case .failed(let error) = state.phase { ListText.failureFooter(error, columns: size.columns) } else { [String]() }
            pageSize = max(1, size.rows - 1)
            // A line below the selection; at the last item, the footer's lines, but never the selection off screen.
            let below = current == state.items.count - 1 ? max(1, footer.count) : 1
            top = max(0, min(current, current - size.rows + 1 + below))
            let rows = state.items.indices.dropFirst(top).map { index in
                let text = TerminalText.truncated(TerminalText.sanitizedLine(line(state.items[index])), to: max(1, size.columns - 2))
                return index == current ? TerminalStyle.bold("› " + text) : "  " + text
            }
            lines = rows + footer
            // A screen taller than the items loaded, or keys that aimed past them, call for the next page.
            reportLastVisible()
        }
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
