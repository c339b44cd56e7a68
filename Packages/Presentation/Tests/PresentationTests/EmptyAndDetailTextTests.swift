import Domain
import DomainTesting
import Presentation
import Testing

/// Sentences every view of a screen shares: what an empty search says, and a detail's tags and colour.
@Suite("Shared texts of the search and the detail")
struct EmptyAndDetailTextTests {
    @Test("given a search that found nothing, when its text is read, then it names the query and its filters and says what to try")
    func noMatchesSaysWhatToTry() {
        var state = SearchState(query: "lake", results: .initial, suggestions: [])
        let plain = state.noMatchesText
        state.filters = SearchFilters(orientation: .squarish, color: .blackAndWhite)
        let filtered = state.noMatchesText

        #expect(plain == "No photos match “lake”. Try other or fewer words.")
        #expect(filtered.hasPrefix("No photos match “lake” ("))
        #expect(filtered.contains(PhotoFormatting.label(of: ColorFilter.blackAndWhite)))
        #expect(filtered.hasSuffix("Try other words, or fewer filters."))
    }

    @Test("given a search the source counts results in but whose first page came empty, when its empty text is read, then it says the page held nothing although the source said more follow, rather than that nothing matched")
    func aSearchCutShortDoesNotClaimNoMatches() {
        var state = SearchState(query: "lake", results: .initial, suggestions: [])
        var results = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&results, .appeared)
        PagedList.reduce(&results, .pageLoaded(results.load!, .success(PhotoPage(photos: [], page: 1, hasNextPage: true, total: 10_000, totalPages: 500))))
        state.results = results.list

        #expect(state.noMatchesText == "Page 1 held no photos although the source said more follow.")
    }

    @Test("given a detail with twelve tags and a colour, when displayed, then the first eight tags and the colour's hex are named; without them, nothing is")
    func tagsAndColour() {
        let tags = (1...12).map { "tag\($0)" }
        let display = PhotoDetailDisplay(PhotoDetail(photo: .fixture(), exif: nil, location: nil, tags: tags, downloads: nil))
        let bare = PhotoDetailDisplay(PhotoDetail(photo: .fixture(), exif: nil, location: nil, tags: [], downloads: nil))

        #expect(display.tagsText == tags.prefix(PhotoDetailDisplay.maximumTags).joined(separator: ", "))
        #expect(display.colorText == "#264059")
        #expect(bare.tagsText == nil)
    }
}
