@testable import DemoServer
import Foundation
import Testing

@Suite("DemoCollection")
struct DemoCollectionTests {
    /// A collection titled `title`, the rest of it arbitrary.
    private func collection(titled title: String) -> DemoCollection {
        DemoCollection(
            id: "x", title: title, description: nil, offset: 0, stride: 1, size: 1, tags: [],
            publishedAt: "", lastCollectedAt: "", shareKey: ""
        )
    }

    @Test("given titles with doubled, leading and trailing spaces and punctuation, when made a slug, then each run is one hyphen and none is at either end", arguments: [
        ("a  b", "a-b"), (" a", "a"), ("a ", "a"), ("Light & shadow", "light-shadow"), ("Cafés & corners", "caf%C3%A9s-corners"),
        ("--Road  trip!--", "road-trip"), ("Covers & headers", "covers-headers"),
    ])
    func slugs(_ title: String, _ slug: String) {
        #expect(collection(titled: title).htmlSlug == slug)
    }

    @Test("given a title that is not ASCII, when made a slug, then read back it is the title in lower case with punctuation and spaces as hyphens")
    func slugOfATitleThatIsNotASCII() throws {
        let slug = collection(titled: "京都の朝 · Mornings in Kyōto ☀️").htmlSlug
        #expect(slug.allSatisfy { $0.isASCII })
        #expect(try #require(slug.removingPercentEncoding) == "京都の朝-mornings-in-kyōto-☀️")
    }

    @Test("given every collection, when its dates are read, then publication is a real moment and the last photo was added 30 days after it")
    func lastCollectedThirtyDaysAfterPublication() throws {
        let style = Date.ISO8601FormatStyle()
        for collection in DemoCollection.all {
            let published = try style.parse(collection.publishedAt)
            #expect(try style.parse(collection.lastCollectedAt) == published.addingTimeInterval(30 * 86_400), "\(collection.id)")
        }
    }
}
