import Domain

/// The search screen's rules as one pure function: which text runs, when a search is stale, when a query
/// counts as committed and is recorded, and (through ``PagedList``) how its results page.
public enum SearchSystem {
    /// The state after `event`.
    public static func reduce(_ state: inout SearchSystemState, _ event: SearchSystemEvent) {
        switch event {
        case .appeared:
            state.suggestionsWanted = state.results.requests.number(true)
            state.screen.readsSuggestions = true
            state.favoritesWanted = state.results.hasFavorites
        case .typed(let text):
            let text = SearchQuery.normalized(text)
            if text != state.lastRun { run(text, in: &state) }
        case .submitted(let text):
            let text = SearchQuery.normalized(text)
            state.pendingCommit = text.isEmpty ? nil : text
            let failedBefore = if case .failed = state.results.list.phase { true } else { false }
            if text != state.lastRun || failedBefore {
                run(text, in: &state)
            } else {
                recordIfCommitted(&state)
            }
        case .refresh:
            if let lastRun = state.lastRun, !lastRun.isEmpty { run(lastRun, in: &state) }
        case .retry:
            if state.results.retryRequest != nil {
                results(.retry, in: &state)
            } else {
                reduce(&state, .refresh)
            }
        case .filtersChanged(let filters):
            guard filters != state.screen.filters else { return }
            state.screen.filters = filters
            if let lastRun = state.lastRun, !lastRun.isEmpty { run(lastRun, in: &state) }
        case .cycleOrientation:
            reduce(&state, .filtersChanged(state.screen.filters.nextOrientation))
        case .cycleColor:
            reduce(&state, .filtersChanged(state.screen.filters.nextColor))
        case .results(let event):
            results(event, in: &state)
        case .recorded(let number, let written):
            guard state.record?.number == number else { return }
            state.record = nil
            if written {
                state.suggestionsWanted = state.results.requests.number(true)
                state.screen.readsSuggestions = true
            }
        case .suggestionsRead(let number, let queries):
            guard state.suggestionsWanted?.number == number else { return }
            state.suggestionsWanted = nil
            state.screen.readsSuggestions = false
            if let queries { state.screen.suggestions = queries }
        case .favoritesRequested:
            state.favoritesWanted = false
        }
        state.screen.results = state.results.list
    }

    /// Runs `text` with the current filters: blank shows the suggestions, a text the rules refuse shows why,
    /// any other starts its first page, the results on screen staying (stale) until it arrives.
    private static func run(_ text: String, in state: inout SearchSystemState) {
        state.lastRun = text
        state.screen.runs += 1
        guard !text.isEmpty else {
            state.pendingCommit = nil
            state.running = nil
            PagedList.reduce(&state.results, .clear)
            state.screen.query = ""
            state.screen.isStale = false
            return
        }
        if state.pendingCommit != text { state.pendingCommit = nil }
        state.screen.query = text
        do throws(DomainError) {
            let query = try state.screen.filters.query(text)
            // Another query or other filters: the row last seen was another listing's, and asks for nothing.
            if query != state.running { state.results.lastSeenRow = nil }
            state.running = query
            PagedList.reduce(&state.results, .restart)
            state.screen.isStale = !state.results.list.items.isEmpty
        } catch {
            state.running = nil
            PagedList.reduce(&state.results, .refused(error))
        }
    }

    /// Hands an event to the results' paged list, with the search's own rules around it: no paging while
    /// the field is blank or the results are stale; a first page makes the results fresh and may record
    /// the query; opening a fresh result commits its query.
    private static func results(_ event: PagedListEvent, in state: inout SearchSystemState) {
        switch event {
        case .sawRow, .loadNextPage:
            guard !state.screen.query.isEmpty, !state.screen.isStale else { return }
            PagedList.reduce(&state.results, event)
        case .select(let id):
            if !state.screen.isStale, state.results.list.items.item(id: id) != nil {
                state.pendingCommit = state.screen.query
                recordIfCommitted(&state)
            }
            PagedList.reduce(&state.results, event)
        case .pageLoaded(let load, let result):
            let current = load == state.results.load
            PagedList.reduce(&state.results, event)
            guard current, case .success = result, load.value == state.results.firstPage, let running = state.running else { return }
            state.shownQuery = running
            state.screen.query = running.text
            state.screen.isStale = false
            recordIfCommitted(&state)
        default:
            PagedList.reduce(&state.results, event)
        }
    }

    /// Asks to record the committed query once its fresh first page is shown, with how many results it
    /// found; whether it is kept (never when it found nothing) is the recent searches' rule.
    private static func recordIfCommitted(_ state: inout SearchSystemState) {
        guard let committed = state.pendingCommit, committed == state.screen.query, !state.screen.isStale,
              state.results.list.page != nil, let query = state.shownQuery, query.text == committed
        else { return }
        state.pendingCommit = nil
        state.record = state.results.requests.number(RecordedQuery(query: query, resultCount: state.results.list.items.count))
    }
}
