/// Everything the search screen shows.
public struct SearchState: Equatable, Sendable {
    /// The query whose results are shown or on their way; empty while the field is blank.
    public var query: String
    /// The results of ``query``: idle and empty while the field is blank.
    public var results: PhotoListState
    /// The user's recent queries, newest first, to offer while the field is blank.
    public var suggestions: [String]
    /// Whether the results shown belong to an earlier search: ``query``'s first page is on its way (or
    /// failed), and the old results stay on screen until it arrives rather than blanking on every pause.
    public var isStale: Bool
    /// The filters the results are searched with.
    public var filters: SearchFilters = .none
    /// How many searches have run (another query, other filters, a search run again): a view waiting for a
    /// search it asked for tells its answer from an earlier one by it, even when both failed alike.
    public var runs = 0
    /// Whether the recent searches are being read (before and on appearing, after one is recorded): a view
    /// waiting to offer them waits for that.
    public var readsSuggestions = false

    /// The state before anything is typed: the recent searches are read when the screen appears, so until
    /// they have been, they are being read.
    public static let initial: SearchState = {
        var initial = SearchState(query: "", results: .initial, suggestions: [])
        initial.readsSuggestions = true
        return initial
    }()

    /// Creates a state.
    public init(query: String, results: PhotoListState, suggestions: [String]) {
        self.query = query
        self.results = results
        self.suggestions = suggestions
        self.isStale = false
    }

    /// "results of an earlier search" while the results shown are an earlier search's (``isStale``), so a
    /// view says so where the eye goes, not only at their end; `nil` otherwise, or when none are shown.
    public var earlierResultsNote: String? {
        isStale && !results.items.isEmpty ? "results of an earlier search" : nil
    }

    /// Why the search asked for has no results to show while an earlier search's stay (``isStale`` and the
    /// new search failed: a filter the offline copy lacks, a failing source), so a view says it above those
    /// results; `nil` otherwise.
    public var earlierResultsFailure: ErrorDisplay? {
        earlierResultsNote == nil ? nil : results.failure
    }

    /// What an empty result says, and what to do about it: "No photos match “lake” (Black and white ·
    /// Square). Try other words, or fewer filters." Every view of the search shows this sentence. When the
    /// source counts results but sent its first page empty, that is said instead (``PhotoListState/emptyText(_:)``):
    /// "no photos match" would be false.
    public var noMatchesText: String {
        Self.noMatchesText(query: query, filters: filters, results: results)
    }

    /// ``noMatchesText`` for the search for `query` with `filters`, whose `results` came empty: the one
    /// sentence the command line's `search` prints too.
    public static func noMatchesText(query: String, filters: SearchFilters, results: PhotoListState) -> String {
        let labels = filters.labels
        let filtered = labels.isEmpty ? "" : " (\(labels.joined(separator: " · ")))"
        let advice = labels.isEmpty ? "Try other or fewer words." : "Try other words, or fewer filters."
        return results.emptyText("No photos match “\(query)”\(filtered). \(advice)")
    }

    /// What chosen filters do while the field is blank: they filter a search, so without words they wait for
    /// some ("Portrait · Green filter a search: type the words to search for"), which a view that shows its
    /// filters beside another list says there; `nil` when no filter is chosen or words are typed.
    public var filtersAwaitingWordsNote: String? {
        let labels = filters.labels
        guard !labels.isEmpty, query.isEmpty else { return nil }
        return "\(labels.joined(separator: " · ")) \(labels.count == 1 ? "filters" : "filter") a search: type the words to search for"
    }

    /// Whether the screen offers the recent queries rather than results (the field is blank).
    public var showsSuggestions: Bool {
        query.isEmpty
    }
}
