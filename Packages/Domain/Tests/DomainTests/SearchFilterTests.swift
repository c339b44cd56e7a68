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

    @Test(
        "given image dimensions, when classified, then the orientation follows the longer side with a 5 % square band",
        arguments: [
            (6000, 4000, Orientation.landscape), (4000, 6000, .portrait), (1000, 1000, .squarish),
            (1000, 960, .squarish), (1000, 940, .landscape), (0, 0, .squarish),
        ]
    )
    func classifies(width: Int, height: Int, expected: Orientation) {
        #expect(Orientation(width: width, height: height) == expected)
    }

    @Test("given Unsplash's colour names, when parsed, then every one maps to a filter")
    func colourNames() {
        let names = ["black_and_white", "black", "white", "yellow", "orange", "red", "purple", "magenta", "green", "teal", "blue"]
        #expect(names.compactMap(ColorFilter.init(rawValue:)).map(\.rawValue) == names)
    }

    @Test("given a negative remaining count, when a rate-limit status is made, then it is clamped to zero")
    func rateLimitClamps() {
        #expect(RateLimitStatus(remaining: -3, limit: 50) == RateLimitStatus(remaining: 0, limit: 50))
    }
}
