import Domain
import Presentation
import Testing

/// The order the filter keys cycle through, written once for every view.
@Suite("SearchFilters")
struct SearchFiltersTests {
    @Test("given no orientation, when it is cycled four times, then it goes landscape, portrait, square, none, keeping the colour")
    func orientationCycles() {
        var filters = SearchFilters(color: .blue)
        var seen: [Orientation?] = []

        for _ in 0..<4 {
            filters = filters.nextOrientation
            seen.append(filters.orientation)
        }

        #expect(seen == [.landscape, .portrait, .squarish, nil])
        #expect(filters.color == .blue)
    }

    @Test("given no colour, when it is cycled through every colour and once more, then it visits each in order and returns to none")
    func colourCycles() {
        var filters = SearchFilters(orientation: .portrait)
        var seen: [ColorFilter?] = []

        for _ in 0...ColorFilter.allCases.count {
            filters = filters.nextColor
            seen.append(filters.color)
        }

        #expect(seen == ColorFilter.allCases.map(Optional.some) + [nil])
        #expect(filters.orientation == .portrait)
    }
}

@Suite("Filters in words")
struct SearchFilterLabelTests {
    @Test("given filters, when shown, then they read as words every screen shares, never the API's values")
    func labels() {
        #expect(SearchFilters(orientation: .squarish, color: .blackAndWhite).labels == ["Square", "Black and white"])
        #expect(SearchFilters(color: .teal).labels == ["Teal"])
        #expect(SearchFilters.none.labels.isEmpty)
        #expect(ColorFilter.allCases.map(PhotoFormatting.label(of:)).allSatisfy { !$0.contains("_") && $0.first?.isUppercase == true })
    }

    @Test("given filters chosen while the field is blank, then the search state says they wait for words, naming them; with words typed or no filter, it says nothing")
    func filtersWithoutWordsSaySo() {
        var state = SearchState.initial
        state.filters = SearchFilters(orientation: .portrait, color: .green)
        #expect(state.filtersAwaitingWordsNote == "Portrait · Green filter a search: type the words to search for")

        state.filters = SearchFilters(orientation: .portrait)
        #expect(state.filtersAwaitingWordsNote == "Portrait filters a search: type the words to search for")

        state.query = "forest"
        #expect(state.filtersAwaitingWordsNote == nil)

        state.query = ""
        state.filters = .none
        #expect(state.filtersAwaitingWordsNote == nil)
    }
}
