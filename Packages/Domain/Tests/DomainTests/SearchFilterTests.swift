import Domain
import Testing

@Suite("Search filters and orientation")
struct SearchFilterTests {
    @Test("given filters, when a query is built, then it keeps them beside the trimmed text")
    func keepsFilters() throws {
        let query = try SearchQuery(" sea ", orientation: .portrait, color: .blackAndWhite)
        #expect(query.text == "sea")
        #expect(query.orientation == .portrait)
        #expect(query.color == .blackAndWhite)
        #expect(query != (try SearchQuery("sea")))
    }

    @Test("given Unsplash's colour names, when parsed, then every one maps to a filter")
    func colourNames() {
        let names = ["black_and_white", "black", "white", "yellow", "orange", "red", "purple", "magenta", "green", "teal", "blue"]
        #expect(names.compactMap(ColorFilter.init(rawValue:)).map(\.rawValue) == names)
    }

    @Test("given a limit below the remaining count, when a rate-limit status is made, then the limit is left out; equal, it is kept")
    func rateLimitBelowRemainingIsNoLimit() {
        #expect(RateLimitStatus(remaining: 60, limit: 50).limit == nil)
        #expect(RateLimitStatus(remaining: 50, limit: 50).limit == 50)
        #expect(RateLimitStatus(remaining: 0, limit: -1).limit == nil)
    }

    @Test("given a negative remaining count, when a rate-limit status is made, then it is clamped to zero")
    func rateLimitClamps() {
        #expect(RateLimitStatus(remaining: -3, limit: 50) == RateLimitStatus(remaining: 0, limit: 50))
    }
}
