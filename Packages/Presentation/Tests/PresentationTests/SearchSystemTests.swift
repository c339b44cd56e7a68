import Domain
import DomainTesting
import Presentation
import Testing

/// The search screen's rules as a specification: an event, and the exact state and requests after it.
@Suite("SearchSystem.reduce")
struct SearchSystemTests {
    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    /// The results of `text` loaded: typed, and its first page of three arrived.
    private func searched(_ text: String) -> SearchSystemState {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .typed(text))
        let load = state.pageLoad!
        SearchSystem.reduce(&state, .results(.pageLoaded(load.load, .success(.fixture(page: 1, count: 3)))))
        return state
    }

    @Test("given typed text, when it settles, then its first page is asked for with the query; the same text again asks for nothing")
    func typingRunsOnce() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .typed("  lake "))
        let asked = state.pageLoad
        SearchSystem.reduce(&state, .typed("lake"))

        #expect(asked?.query.text == "lake")
        #expect(asked?.load.value == .first)
        #expect(state.pageLoad == asked)
        #expect(state.screen.query == "lake")
    }

    @Test("given the search not yet appeared or appearing, when its recent searches are asked for, then the state says they are being read until they come")
    func recentSearchesBeingReadAreShown() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .results(.favoritesChanged([])))  // another input may come before appearing
        let readingBefore = state.screen.readsSuggestions
        SearchSystem.reduce(&state, .appeared)
        let reading = state.screen.readsSuggestions
        SearchSystem.reduce(&state, .suggestionsRead(state.suggestionsWanted!.number, ["lake"]))

        #expect(readingBefore && reading, "read on appearing: being read until then too")
        #expect(!state.screen.readsSuggestions && state.screen.suggestions == ["lake"])
    }

    @Test("given a search that failed, when Enter runs it again and it fails alike, then the state still tells the new failure from the old: its run is counted")
    func aSearchRunAgainIsCounted() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .typed("lake"))
        let load = state.pageLoad!
        SearchSystem.reduce(&state, .results(.pageLoaded(load.load, .failure(.sourceFailed(diagnosticCode: 503)))))
        let failed = state.screen

        SearchSystem.reduce(&state, .submitted("lake"))
        let again = state.pageLoad!
        SearchSystem.reduce(&state, .results(.pageLoaded(again.load, .failure(.sourceFailed(diagnosticCode: 503)))))

        #expect(state.screen.results.failure == failed.results.failure)
        #expect(state.screen.runs == failed.runs + 1)
        #expect(state.screen != failed)
    }

    @Test("given results on screen, when another query runs, then they stay marked stale until its first page replaces them, and the old query's late page is dropped")
    func aNewQueryLeavesStaleResults() {
        var state = searched("lake")
        SearchSystem.reduce(&state, .results(.loadNextPage))
        let lakePageTwo = state.pageLoad!
        SearchSystem.reduce(&state, .typed("forest"))
        let stale = state
        SearchSystem.reduce(&state, .results(.pageLoaded(lakePageTwo.load, .success(.fixture(page: 2)))))
        let afterLatePage = state
        SearchSystem.reduce(&state, .results(.pageLoaded(state.pageLoad!.load, .success(PhotoPage(photos: [.fixture(id: "tree")], page: 1, hasNextPage: false)))))

        #expect(stale.screen.isStale && stale.screen.results.items.count == 3)
        #expect(stale.pageLoad?.query.text == "forest")
        #expect(afterLatePage == stale)
        #expect(!state.screen.isStale && state.screen.results.items.map(\.id) == [id("tree")])
    }

    @Test("given page 2 asked for the row the user saw last, when the same query runs again (r) its first page brings that row back near the end and page 2 is asked again; when another query's first page holds it, nothing more is asked")
    func onlyTheSameQueryAsksAgainForTheRowLastSeen() {
        var again = searched("lake")
        SearchSystem.reduce(&again, .results(.sawRow(id("1-3"))))
        var other = again

        SearchSystem.reduce(&again, .refresh)
        SearchSystem.reduce(&again, .results(.pageLoaded(again.pageLoad!.load, .success(.fixture(page: 1, count: 3)))))
        SearchSystem.reduce(&other, .typed("forest"))
        SearchSystem.reduce(&other, .results(.pageLoaded(other.pageLoad!.load, .success(.fixture(page: 1, count: 3)))))

        #expect(again.pageLoad?.query.text == "lake" && again.pageLoad?.load.value.page == 2)
        #expect(other.pageLoad == nil)
    }

    @Test("given stale results, when the user sees their last row, then no page is asked for")
    func staleResultsDoNotPage() {
        var state = searched("lake")
        SearchSystem.reduce(&state, .typed("forest"))
        let asked = state.pageLoad
        SearchSystem.reduce(&state, .results(.sawRow(id("1-3"))))

        #expect(state.pageLoad == asked)
    }

    @Test("given a query submitted with Enter, when its first page arrives, then it is asked to be recorded with its count; Enter again asks again (the recent searches keep it once)")
    func submittedQueriesAreRecorded() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .submitted("lake"))
        SearchSystem.reduce(&state, .results(.pageLoaded(state.pageLoad!.load, .success(.fixture(page: 1, count: 2)))))
        let record = state.record
        SearchSystem.reduce(&state, .recorded(record!.number, written: true))
        SearchSystem.reduce(&state, .submitted("lake"))

        #expect(record?.value.query.text == "lake" && record?.value.resultCount == 2)
        #expect(state.record?.value.query.text == "lake" && state.record != record)
        #expect(state.suggestionsWanted != nil)
    }

    @Test("given typed text only, when its results arrive, then nothing is recorded; opening a result commits and records it")
    func openingAResultCommits() {
        var state = searched("lake")
        let typedOnly = state.record
        SearchSystem.reduce(&state, .results(.select(id("1-2"))))

        #expect(typedOnly == nil)
        #expect(state.record?.value.query.text == "lake")
        #expect(state.results.navigation?.value == .detail(id("1-2")))
    }

    @Test("given results whose page 2 failed, when the user tries again, then page 2 of the same query is asked for; after a failed first page the query runs again")
    func retryFollowsTheListsRule() {
        var paged = searched("lake")
        SearchSystem.reduce(&paged, .results(.loadNextPage))
        SearchSystem.reduce(&paged, .results(.pageLoaded(paged.pageLoad!.load, .failure(.connectivity(.timedOut)))))
        var first = SearchSystemState()
        SearchSystem.reduce(&first, .typed("lake"))
        SearchSystem.reduce(&first, .results(.pageLoaded(first.pageLoad!.load, .failure(.connectivity(.timedOut)))))

        SearchSystem.reduce(&paged, .retry)
        SearchSystem.reduce(&first, .retry)

        #expect(paged.pageLoad?.query.text == "lake")
        #expect(paged.pageLoad?.load.value == PageRequest.first.next)
        #expect(paged.screen.results.items.count == 3)
        #expect(first.pageLoad?.query.text == "lake")
        #expect(first.pageLoad?.load.value == .first)
    }

    @Test("given a query whose first page failed, when Enter submits the same text, then it runs again (the field's way to try again, where r is a letter)")
    func enterAfterAFailureRunsAgain() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .submitted("lake"))
        SearchSystem.reduce(&state, .results(.pageLoaded(state.pageLoad!.load, .failure(.sourceFailed(diagnosticCode: 503)))))
        #expect(state.screen.results.errorMessage != nil)
        let failedLoad = state.pageLoad?.load

        SearchSystem.reduce(&state, .submitted("lake"))

        #expect(state.pageLoad?.query.text == "lake")
        #expect(state.pageLoad?.load.value == .first)
        #expect(state.pageLoad?.load != failedLoad)
    }

    @Test("given a blank field, when it settles, then the results go, nothing is in flight and the suggestions show")
    func blankClears() {
        var state = searched("lake")
        SearchSystem.reduce(&state, .typed("   "))

        #expect(state.screen.showsSuggestions)
        #expect(state.screen.results == .initial)
        #expect(state.pageLoad == nil)
    }

    @Test("given text the source's rules refuse, when it settles, then the screen says why and nothing is asked for")
    func refusedTextFailsWithoutARequest() {
        var state = SearchSystemState()
        SearchSystem.reduce(&state, .typed(String(repeating: "x", count: 101)))

        #expect(state.pageLoad == nil)
        #expect(state.screen.results.errorMessage != nil)
    }

    @Test("given new filters, when they change, then the query runs again with them; the same filters change nothing")
    func filtersRerun() {
        var state = searched("lake")
        SearchSystem.reduce(&state, .filtersChanged(SearchFilters(orientation: .portrait)))
        let rerun = state.pageLoad
        SearchSystem.reduce(&state, .filtersChanged(SearchFilters(orientation: .portrait)))

        #expect(rerun?.query.orientation == .portrait)
        #expect(state.pageLoad == rerun)
    }

    @Test("given the shape and colour keys pressed twice each before any answer, when reduced, then each filter moves two steps from the one held and the query runs with both")
    func cyclingMovesOnFromTheFiltersHeld() {
        var state = searched("lake")
        let start = state.screen.filters

        SearchSystem.reduce(&state, .cycleOrientation)
        SearchSystem.reduce(&state, .cycleOrientation)
        SearchSystem.reduce(&state, .cycleColor)
        SearchSystem.reduce(&state, .cycleColor)

        let expected = start.nextOrientation.nextOrientation.nextColor.nextColor
        #expect(state.screen.filters == expected)
        #expect(expected.orientation != start.orientation && expected.color != start.color)
        #expect(state.pageLoad?.query.orientation == expected.orientation && state.pageLoad?.query.color == expected.color)
    }

}
