import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist search WORDS…`: prints one page of search results as a table or JSON.
struct SearchCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search photos and print one page of results.",
        discussion: "JSON output (--json) has the list's schema plus the trimmed query and totalPages; total and totalPages say how many photos the source matched and on how many pages (the offline copy keeps them; null when the source does not say, or when its results prove the count wrong)."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var pictures: PictureOptions

    @Argument(help: ArgumentHelp(
        "What to look for (1…\(SearchQuery.maximumLength) characters); several words need no quotes.",
        valueName: "query"
    ))
    var words: [String]

    @OptionGroup var paging: PagingOptions

    @OptionGroup var filters: SearchFilterOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        _ = try searchQuery()
    }

    func run() async throws {
        let (query, request) = (try searchQuery(), try paging.request())
        let graphics = try pictures.printedPictureGraphics(wanted: pictures.asksForPictures && !json)
        let failures: [(Photo, DomainError)] = try await CompositionRoot.with(global) { root in
            let listing = ListingName.of(.search(query: query.text, orientation: query.orientation, color: query.color), perPage: request.perPage)
            let asked = "page \(request.page) of \(listing)"
            let state = try await CommandFailure.reporting(listing: "search", asked: asked, baseURL: global.parsedBaseURL) { () async throws(ScreenFailure) in
                try await ListScreen.loadPage(of: root.screens.makeSearchResultsViewModel(query: query, firstPage: request))
            }
            await Self.record(query, resultCount: state.items.count, locations: root.locations)
            guard !json else {
                try StandardOutput.writeLine(PhotoListJSONView.render(state, query: query.text))
                return []
            }
            var table = PhotoListTableView.render(state, width: Terminal.columns(), end: "end of the results")
            if state.items.isEmpty, !state.hasMore, request.page == 1 {
                // What the browser says of an empty search, naming the query and what to try.
                let filters = SearchFilters(orientation: query.orientation, color: query.color)
                table += "\n" + TerminalText.sanitizedLine(SearchState.noMatchesText(query: query.text, filters: filters, results: state))
            }
            return try await ListCommand.printTable(table, of: state, graphics: graphics, root: root)
        }
        guard !failures.isEmpty else { return }
        throw ListCommand.picturesFailure(failures)
    }

    /// Running a search commits its query: the recent searches record it by their rule (once, never when
    /// it found nothing), as the browser does on Enter. Best effort: a library that cannot be opened or
    /// written costs one warning line, never the results.
    private static func record(_ query: SearchQuery, resultCount: Int, locations: StorageLocations) async {
        do throws(DomainError) {
            try await Stores.recentSearches(locations).get().record(query, resultCount: resultCount)
        } catch {
            let why = [PhotoFormatting.clause(for: error), CommandHint.hint(for: error)].compactMap { $0 }.joined(separator: " ")
            StandardError.writeLine("photolist: warning: the search was not kept as recent: \(why)")
        }
    }

    /// The words as one query, separated by single spaces, as a shell would have passed them quoted
    /// (`search misty forest` is `search "misty forest"`).
    var query: String {
        words.joined(separator: " ")
    }

    private func searchQuery() throws(ValidationError) -> SearchQuery {
        try filters.query(query)
    }
}
