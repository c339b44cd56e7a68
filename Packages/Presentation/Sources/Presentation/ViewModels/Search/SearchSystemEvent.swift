import Domain

/// What can happen to the search screen: the view's inputs and what its feedback loops report back.
public enum SearchSystemEvent: Sendable {
    /// The view appeared: read the recent queries and the favourites.
    case appeared
    /// The text in the field settled (after the debounce): search it unless it is what ran last.
    case typed(String)
    /// The user committed the text (Enter): search it (again, after a failure) and record it.
    case submitted(String)
    /// The user asked for fresh results of the query that ran last.
    case refresh
    /// The user asked to try again: the results' failed next page again, or the query again
    /// (``PagedListState/retryRequest``).
    case retry
    /// The user changed the filters: the query runs again with them.
    case filtersChanged(SearchFilters)
    /// The user asked for the next shape filter (``SearchFilters/nextOrientation``) after the current one.
    case cycleOrientation
    /// The user asked for the next colour filter (``SearchFilters/nextColor``) after the current one.
    case cycleColor
    /// Something for the results' paged list (a row seen, a photo chosen, a step, a page loaded…).
    case results(PagedListEvent)
    /// The query with this number was recorded (`written`) or not.
    case recorded(Int, written: Bool)
    /// The recent queries were read: these (or `nil`, when they could not be).
    case suggestionsRead(Int, [String]?)
    /// The favourites were asked for.
    case favoritesRequested
}
