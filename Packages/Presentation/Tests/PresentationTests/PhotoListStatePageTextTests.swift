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
}
