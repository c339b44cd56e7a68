public import Domain

/// Everything the search screen is and asks for: what it shows (``screen``), its results as a paged list,
/// and the work its feedback loops run (the query's pages, a query to record, the recent queries to read).
/// ``SearchSystem/reduce(_:_:)`` is the only thing that changes it.
public struct SearchSystemState: Equatable, Sendable {
    /// What the search view shows.
    public internal(set) var screen: SearchState
    /// The results, paged by the paged-collection core.
    public internal(set) var results: PagedListState
    /// The query the results' pages are asked for; `nil` while the field is blank or the text refused.
    public internal(set) var running: SearchQuery?
    /// A committed query to hand to the recent searches, with how many results it found.
    public internal(set) var record: Numbered<RecordedQuery>?
    /// Whether the recent queries should be read (numbered: each reading is a new request).
    public internal(set) var suggestionsWanted: Numbered<Bool>?
    /// Whether the app's favourites should be read (the screen appeared and shows marks).
    public internal(set) var favoritesWanted = false
    /// The text searched last, trimmed; `nil` before the first search.
    var lastRun: String?
    /// The query of the results on screen.
    var shownQuery: SearchQuery?
    /// The text the user committed (Enter, or opening a result), waiting for its results to be recorded.
    var pendingCommit: String?

    /// The state before anything is typed, with `filters` and results paged from `firstPage`.
    public init(filters: SearchFilters = .none, firstPage: PageRequest = .first, hasFavorites: Bool = false) {
        screen = .initial
        screen.filters = filters
        results = PagedListState(firstPage: firstPage, hasFavorites: hasFavorites)
    }


    /// The page the results ask for, with the query it is for: what the search feedback runs.
    public var pageLoad: SearchPageLoad? {
        guard let running, let load = results.load else { return nil }
        return SearchPageLoad(query: running, load: load)
    }
}

/// A page of one query's results to load.
public struct SearchPageLoad: Equatable, Sendable {
    /// The query.
    public let query: SearchQuery
    /// The page, numbered by the results' paged list.
    public let load: Numbered<PageRequest>
}

/// A committed query to record among the recent searches, and how many results it found (a query that
/// found nothing is not recorded: the recent searches decide that).
public struct RecordedQuery: Equatable, Sendable {
    /// The query.
    public let query: SearchQuery
    /// How many results its first page showed.
    public let resultCount: Int
}
