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
    private var selected = 0
    /// The index of the item on the body's first line, as last drawn (a click names a line, not an item).
    private var top = 0

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
            self?.state = state
            context.setNeedsRender()
        }
    }

    var isEditingText: Bool { false }
    var currentPhoto: Photo? { nil }

    var statusItems: [String] {
        var items = state.items.isEmpty ? [] : ["\(min(selected, state.items.count - 1) + 1)/\(state.items.count)\(state.hasMore ? "+" : "")"]
        if state.isLoading { items.append("loading…") }
        return items
    }

    func appear() {
        if state.phase == .idle { input.viewDidLoad.send() }
    }

    func refresh() {
        if state.errorMessage != nil { input.retry.send() } else { input.refresh.send() }
    }

    func perform(_ command: BrowserCommand) -> Bool {
        let count = state.items.count
        switch command {
        case .moveUp: selected = max(selected - 1, 0)
        case .moveDown: selected = min(selected + 1, max(count - 1, 0))
        case .first: selected = 0
        case .last: selected = max(count - 1, 0)
        case .open:
            guard let opening = feed, state.items.indices.contains(selected) else { return false }
            let (opened, title) = opening(state.items[selected])
            context.openFeed(opened, title)
            return true
        default: return false
        }
        if state.items.indices.contains(selected) { input.lastVisibleItem.send(state.items[selected].id) }
        return true
    }

    func click(row: Int) {
        let index = top + row
        guard state.items.indices.contains(index) else { return }
        if index == selected { _ = perform(.open) } else { selected = index }
        context.setNeedsRender()
    }

    func body(size: TerminalSize) -> [String] {
        let lines: [String]
        switch (state.phase, state.items.isEmpty) {
        case (.idle, true), (.loadingFirstPage, true), (.loadingNextPage, true):
            lines = ["", "  Loading…"]
        case (.failed(let error), true):
            lines = ["", "  ! " + TerminalText.sanitizedLine(error.message)] + (error.isRetryable ? ["", "  Press \(KeyMap.key(.refresh)) to try again."] : [])
        case (_, true):
            lines = ["", "  Nothing here."]
        case (_, false):
            let current = min(selected, state.items.count - 1)
            top = max(0, current - size.rows + 2)
            var rows = state.items.indices.dropFirst(top).map { index in
                let text = TerminalText.truncated(TerminalText.sanitizedLine(line(state.items[index])), to: max(1, size.columns - 2))
                return index == current ? TerminalStyle.bold("› " + text) : "  " + text
            }
            if case .failed(let error) = state.phase {
                rows.append("! " + TerminalText.sanitizedLine(error.message) + (error.isRetryable ? " (\(KeyMap.key(.refresh)) retries)" : ""))
            }
            lines = rows
        }
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
