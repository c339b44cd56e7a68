import Domain
import DomainTesting
import Presentation
import Testing

@Suite("PhotoListState page text")
struct PhotoListStatePageTextTests {
    /// A loaded state at `page` of a listing of `totalPages`, when the source says.
    private func state(page: Int?, of totalPages: Int?) -> PhotoListState {
        var state = PhotoListState(items: PhotoListRows(), phase: .loaded, hasMore: false, page: page)
        state.totalPages = totalPages
        return state
    }

    @Test("given a page and what the source says of the pages, when described, then it reads as where the list is", arguments: [
        (Int?(2), Int?(334), "page 2 of 334"), (1_000_000, 21, "page 1,000,000, past the last (21)"), (1, 0, "page 1, no results"),
        (21, 21, "page 21 of 21"), (12_345, nil, "page 12,345"), (nil, 5, "no page"),
    ])
    func pageText(page: Int?, totalPages: Int?, expected: String) {
        #expect(state(page: page, of: totalPages).pageText == expected)
    }

    @Test("given what the source says of the listing's size, when described, then the total is said once, and not at all where the page already says there are no results", arguments: [
        (Int?(10_005), Int?(334), String?("10,005 photos in all")), (1, 1, "1 photo in all"), (0, 0, nil), (nil, 5, nil), (0, nil, "0 photos in all"),
    ])
    func totalText(total: Int?, totalPages: Int?, expected: String?) {
        var state = state(page: 1, of: totalPages)
        state.total = total
        #expect(state.totalText == expected)
    }

    @Test("given what the source says of the pages, when asked whether the listing has no results, then only a listing of no pages at all has none", arguments: [
        (Int?(0), true), (1, false), (334, false), (nil, false),
    ])
    func hasNoResults(totalPages: Int?, expected: Bool) {
        #expect(state(page: 1, of: totalPages).hasNoResults == expected)
    }

    @Test("given a listing its source counts 10,000 photos in, when a page past them comes back empty, then it reads as past the last of 334 pages, 30 to a page; a page with photos reads as its number alone", arguments: [
        (1_000_000, 0, "page 1,000,000, past the last (334)"), (2, 30, "page 2"), (334, 0, "page 334"),
    ])
    func aListingsEmptyPagePastItsCount(page: Int, photos: Int, expected: String) throws {
        var state = PagedListState(firstPage: try PageRequest(page: page, perPage: 30), hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        let loaded = PhotoPage(photos: (0..<photos).map { Photo.fixture(id: "p\($0)") }, page: page, hasNextPage: false, total: 10_000)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(loaded)))

        #expect(state.list.pageText == expected)
    }

    @Test("given each phase, with and without rows, when asked what is loading, then the words say it for the phases that load and nothing for the others", arguments: [
        (PhotoListState.Phase.idle, false, String?("Loading photos…")), (.loadingFirstPage, false, "Loading photos…"),
        (.loadingNextPage, true, "Loading more photos…"), (.loadingNextPage, false, "Loading photos…"),
        (.refreshing, true, "Refreshing…"), (.refreshing, false, "Loading photos…"),
        (.loaded, true, nil), (.failed(ErrorDisplay(.notFound)), true, nil),
    ])
    func loadingText(phase: PhotoListState.Phase, hasRows: Bool, expected: String?) {
        let rows = hasRows ? PhotoListRows([PhotoListItem(.fixture(id: "a"), isFavorite: false)]) : PhotoListRows()
        #expect(PhotoListState(items: rows, phase: phase, hasMore: true, page: 1).loadingText == expected)
    }

    @Test("given a list with more pages, when its last read failed or it has none left, then no more rows may come, so a key aimed past its rows waits for none")
    func moreMayComeOnlyWithoutAFailure() {
        let rows = PhotoListRows([PhotoListItem(.fixture(id: "a"), isFavorite: false)])

        #expect(PhotoListState(items: rows, phase: .loaded, hasMore: true, page: 1).moreMayCome)
        #expect(PhotoListState(items: rows, phase: .loadingNextPage, hasMore: true, page: 1).moreMayCome)
        #expect(!PhotoListState(items: rows, phase: .failed(ErrorDisplay(.notFound)), hasMore: true, page: 1).moreMayCome)
        #expect(!PhotoListState(items: rows, phase: .loaded, hasMore: false, page: 1).moreMayCome)
    }
}
