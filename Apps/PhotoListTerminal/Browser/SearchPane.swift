import Domain
import Presentation
import Reactive

/// Search: a query field whose results update as you type (the view model debounces), the recent
/// queries while the field is blank, and the results list with the catalog's keys.
@MainActor
final class SearchPane: BrowserPane {
    private let input = SearchViewModel.Input()
    private let lifetime = Lifetime()
    private let context: BrowserContext
    private let viewModel: SearchViewModel
    private var state = SearchState.initial
    /// The query: typing or pasting past the longest query changes nothing.
    private var field = LineEditor(maximumLength: SearchQuery.maximumLength)
    private var rows = PhotoRows()
    private var suggestionRows = PhotoRows()
    private var pageSize = 20
    /// How many lines the last render drew above the results (the field, the filters and, after a failed
    /// search, its failure): where a click's row starts counting results.
    private var linesAboveResults = 2
    private lazy var preview = ListPreview(context: context)
    private var hasAppeared = false
    /// Whether keys edit the query (true) or move through the results.
    private(set) var isEditingText = true
    /// Whether Enter, ↓ or Tab asked for the results of the query in the field (or, for a blank field, the
    /// recent searches), which decide where the keys go (``settleOnQueryResults()``); keys typed meanwhile
    /// wait for them (``settling``). An edit (a paste among them) or a filter cycled ends the wait.
    private var awaitsQueryResults = false
    /// The run of the search whose failure was on screen when Enter ran it again: a failure of that run is
    /// the old one, and settles nothing (``SearchState/runs``).
    private var retriedRun: Int?

    /// A pane over `viewModel`.
    init(viewModel: SearchViewModel, context: BrowserContext) {
        self.viewModel = viewModel
        self.context = context
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in self?.update(state) }
        output.route.emit(in: lifetime) { [weak self] route in
            // The list follows the detail's steps, so going back shows the photo last viewed.
            guard let self, context.open(route, self), case .detailInPlace(let id) = route else { return }
            rows.select(id, in: state.results.items)
        }
        output.stepNotice.emit(in: lifetime) { [weak self] notice in self.map { context.endStep(TerminalText.sanitizedLine(notice), $0) } }
        output.alert.emit(in: lifetime) { alert in context.report(TerminalText.sanitizedLine(alert.message)) }
    }

    var title: String { "Search" }
    var statusItems: [String] {
        // Results kept on screen while a newer search loads say so where the eye goes, not only at their end.
        let found = state.isStale ? state.earlierResultsNote : state.results.total.map { "\(PhotoFormatting.fullCount($0)) found" }
        return [found].compactMap { $0 } + ListText.statusItems(for: state.results, selected: rows.selected, now: context.now(), showsTotal: false)
    }
    var position: String? { ListText.position(in: state.results, selected: rows.selected, showsTotal: false) }
    var showsFailure: Bool { state.results.failure != nil }
    var currentPhoto: Photo? { isEditingText ? nil : state.results.items.item(at: rows.selected)?.photo }
    /// The results' (``PhotoRows/settling(in:)``) while the keys move through them, reading while other
    /// results are on their way (other filters); the field and the recent searches are settled, unless
    /// Enter, ↓ or Tab asked for the query's results: then what is typed waits for them, which say whether
    /// it is text or a command. The query is searched once typing pauses: until then no read is under way.
    var settling: PaneSettling {
        if awaitsQueryResults {
            if state.showsSuggestions, state.readsSuggestions, SearchQuery.normalized(field.text).isEmpty { return .reading }
            guard retriedRun != state.runs, case .loadingFirstPage = state.results.phase, state.query == SearchQuery.normalized(field.text) else { return .waiting }
            return .reading
        }
        if isEditingText || state.showsSuggestions { return .settled }
        return state.isStale && state.results.failure == nil ? .reading : rows.settling(in: state.results)
    }

    /// The first time: loads the recent queries.
    func appear() {
        input.detailClosed.send()  // on top again: a detail opened from here has closed, if one was open
        if !hasAppeared {
            hasAppeared = true
            input.viewDidLoad.send()
        }
    }

    /// Puts the cursor in the query field (the `/` key).
    func focusQuery() {
        isEditingText = true
        context.setNeedsRender()
    }

    func perform(_ command: BrowserCommand) -> Bool {
        switch command {
        case .cycleOrientation:
            stopAwaitingResults()  // the filters' results, whatever they hold, keep the keys
            rows.awaitReload(keeping: nil)
            input.cycleOrientation.send()
            return true
        case .cycleColor:
            stopAwaitingResults()
            rows.awaitReload(keeping: nil)
            input.cycleColor.send()
            return true
        default:
            return state.showsSuggestions ? browseSuggestion(command) : browse(command)
        }
    }

    func step(_ step: PhotoStep) {
        input.step.send(step)
    }

    func refresh() {
        rows.awaitReload(keepingSelectedIn: state.results.items)
        input.retry.send()  // after a failure, the view model's rule says what trying again loads
    }

    /// A click on the field puts the cursor there; on a result selects it, and on the selected one opens it.
    func click(row: Int) {
        if row == 0 {
            focusQuery()
            return
        }
        guard !state.showsSuggestions, let wasSelected = rows.click(line: row - linesAboveResults, count: state.results.items.count) else { return }
        isEditingText = false
        if wasSelected { _ = perform(.open) }
        context.setNeedsRender()
    }

    func body(size: TerminalSize) -> [String] {
        let label = "  Search: "
        let filters = state.filters.labels
        let filterLine = "  Filters: " + (filters.isEmpty ? "none" : filters.joined(separator: " · "))
            + " (" + KeyMap.hint([.cycleOrientation, .cycleColor]) + (isEditingText ? ", after ↓, Tab or Esc)" : ")")
        var lines = [label + field.render(width: size.columns - TerminalText.width(label), showsCursor: isEditingText), TerminalStyle.dim(TerminalText.truncated(filterLine, to: size.columns))]
        // In the field, r is a letter; the key that searches (edit(_:)) runs a failed search again.
        let retryKey = isEditingText ? Self.searchKey : KeyMap.key(.refresh)
        let staleFailure = state.earlierResultsFailure
        if let staleFailure {
            // The search asked for failed while an earlier one's results stay: said above them, where the eye
            // goes, not after rows that may fill the screen.
            lines += ListText.failureFooter(staleFailure, columns: size.columns, retryKey: retryKey)
                + [TerminalStyle.dim("  Below: \(state.earlierResultsNote ?? "")")]
        }
        linesAboveResults = lines.count
        let height = size.rows - lines.count
        pageSize = height
        if state.showsSuggestions {
            lines += suggestionLines(height: height, width: size.columns)
        } else if state.results.items.isEmpty {
            lines += ListText.empty(for: state.results, emptyText: TerminalText.sanitizedLine(state.noMatchesText), columns: size.columns, retryKey: retryKey, advice: context.advice)
        } else {
            let width = ListPreview.listWidth(columns: size.columns)
            let searching = state.earlierResultsNote.map { ["  Searching for “\(TerminalText.sanitizedLine(state.query))”… (\($0))"] }
            let footer = staleFailure != nil ? [] : searching ?? ListText.footer(for: state.results, noun: "the results", columns: width, retryKey: retryKey)
            let list = rows.render(state.results.items, footer: footer, height: height, width: width, pictures: context.pictures, firstRow: Browser.bodyTop + lines.count)
            // A screen taller than the results loaded, or keys that aimed past them, call for the next page.
            if !state.isStale, let last = rows.lastVisibleToReport(in: state.results.items) { input.lastVisibleRow.send(last.id) }
            let area = TerminalSize(rows: height, columns: size.columns)
            lines += preview.beside(ListText.fitted(list, rows: height, columns: width), item: state.results.items.item(at: rows.selected), size: area, firstRow: Browser.bodyTop + lines.count)
        }
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }

    /// The key that runs the search at once while the field is edited (``edit(_:)``), also after a failure.
    static let searchKey = "Enter"

    /// Every key is the field's while it is edited: editing keys and pasted text (one edit, however long)
    /// change the text, Enter searches at once, and it, ↓ or Tab go into the query's results (or the recent
    /// searches) once they have come (``settleOnQueryResults()``), Esc leaves the field for the results, or
    /// the pane when there are none. Alt with any other key than the field's word keys is Esc, then the
    /// key. Anything else is ignored, never read as a command.
    func edit(_ key: Key) -> Bool {
        if let outcome = field.handle(key) {
            if outcome == .edited {
                input.query.send(field.text)
                stopAwaitingResults()  // another query now: the one entered is not awaited
            }
            let typesText = switch key {
            case .character, .paste: true
            default: false
            }
            // Typing on would change nothing on screen: say why.
            if typesText, field.isFull { context.report("The search field holds \(SearchQuery.maximumLength) characters at most.") }
            context.setNeedsRender()
            return true
        }
        switch key {
        case .enter:
            let query = SearchQuery.normalized(field.text)
            if !query.isEmpty {
                input.submit.send(field.text)
                rows.reset()
            }
            awaitQueryResults()
            // A failed search runs again: its answer decides, not the failure still on screen.
            if !query.isEmpty, state.query == query, case .failed = state.results.phase { retriedRun = state.runs }
            settleOnQueryResults()
        case .down, .tab:
            awaitQueryResults()
            settleOnQueryResults()
        case .escape:
            guard !state.results.items.isEmpty, !state.showsSuggestions else { return false }  // back to the last pane
            isEditingText = false
        case .alt:
            return false  // not a word key: the browser reads it as Esc, then the key
        default:
            return true
        }
        context.setNeedsRender()
        return true
    }

    /// Waits for what the field holds, not for the list on screen, which may be an earlier query's (typing
    /// is debounced), or none yet.
    private func awaitQueryResults() {
        awaitsQueryResults = true
        retriedRun = nil
    }

    /// Ends the wait for the query's results: the keys stay where they are.
    private func stopAwaitingResults() {
        awaitsQueryResults = false
        retriedRun = nil
    }

    /// Where the keys go after Enter, ↓ or Tab, decided once the field's query's results are in (they may
    /// be on screen already, found as it was typed): into the results when there are any, or to retry a
    /// failure with r; when it found nothing, they stay in the field for the next try, so a letter typed
    /// there is text, never a command (q would quit). A blank field's keys go to the recent searches, when
    /// there are any. Until then the keys typed wait (``settling``).
    private func settleOnQueryResults() {
        guard awaitsQueryResults, state.query == SearchQuery.normalized(field.text) else { return }
        if state.showsSuggestions {
            guard !state.readsSuggestions else { return }
            stopAwaitingResults()
            _ = browseSuggestions()
            return
        }
        switch state.results.phase {
        case .loaded, .loadingNextPage, .refreshing:
            stopAwaitingResults()
            isEditingText = state.results.items.isEmpty
        case .failed where retriedRun != state.runs:
            stopAwaitingResults()
            isEditingText = false
        case .failed, .idle, .loadingFirstPage:
            break
        }
    }

    private func browseSuggestions() -> Bool {
        guard !state.suggestions.isEmpty else { return true }
        isEditingText = false
        suggestionRows.reset()
        context.setNeedsRender()
        return true
    }

    private func browse(_ command: BrowserCommand) -> Bool {
        if command == .moveUp && rows.selected == 0 {
            isEditingText = true
        } else if rows.move(command, in: state.results, pageSize: pageSize) {
            if command == .last, let notice = ListText.endNotice(for: state.results, endWaits: rows.awaitsRows) { context.reportAboutStatus(notice) }
            // The view model decides whether what the user now sees calls for a page.
            if let last = rows.lastVisibleToReport(in: state.results.items) { input.lastVisibleRow.send(last.id) }
        } else if let item = state.results.items.item(at: rows.selected), command == .open || command == .toggleFavorite {
            if command == .open {
                input.select.send(item.id)
                context.askedForDetail(self)
            } else {
                rows.markAsked(item)
                input.toggleFavorite.send(item.id)
            }
        } else {
            return false
        }
        context.setNeedsRender()
        return true
    }

    private func browseSuggestion(_ command: BrowserCommand) -> Bool {
        if command == .moveUp && suggestionRows.selected == 0 {
            isEditingText = true
        } else if suggestionRows.move(command, count: state.suggestions.count, pageSize: pageSize) {
            // moved
        } else if command == .open, state.suggestions.indices.contains(suggestionRows.selected) {
            field.replace(with: state.suggestions[suggestionRows.selected])
            input.query.send(field.text)  // the field's text, so a pause in typing before it searches nothing else
            input.submit.send(field.text)
            rows.reset()
            awaitQueryResults()  // the keys after it act in its results
            settleOnQueryResults()
        } else {
            return false
        }
        context.setNeedsRender()
        return true
    }

    private func suggestionLines(height: Int, width: Int) -> [String] {
        guard !state.suggestions.isEmpty else {
            return ["  Type to search; results update as you type. Enter searches at once."]
        }
        var lines = ["  Recent searches" + (isEditingText ? " (↓ to pick one)" : " (Enter to search again)")]
        for (index, suggestion) in state.suggestions.prefix(max(0, height - 1)).enumerated() {
            let text = TerminalText.padded("  " + TerminalText.sanitizedLine(suggestion), to: width - 2)
            lines.append(!isEditingText && index == suggestionRows.selected ? "› " + TerminalStyle.reverse(text) : "  " + text)
        }
        return lines
    }

    private func update(_ next: SearchState) {
        // Another query or other filters: another list, whose top is where the selection starts.
        if next.query != state.query || next.filters != state.filters { rows.reset() }
        // Recent searches being browsed that are gone (cleared elsewhere) leave nothing to browse: back to
        // the field. Only when they went: any other change (a quota, a search just submitted and not yet
        // run) must not take the keys back from the results the user went to.
        let suggestionsWent = !state.suggestions.isEmpty && next.suggestions.isEmpty
        state = next
        rows.rowsArrived(state.results.items, isReloading: state.results.isReloading, moreMayCome: state.results.moreMayCome)
        if state.showsSuggestions && !isEditingText && suggestionsWent { isEditingText = true }
        settleOnQueryResults()
        context.setNeedsRender()
        if settling == .settled { context.settled(self) }
    }

    func stopWaiting() {
        stopAwaitingResults()  // the keys stay where they are
        rows.forgetTarget()
    }

    func expect(_ marks: [PhotoID: Bool]) {
        rows.expect(marks, in: state.results.items)
    }
}
