import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Testing

/// What `cache stats` lists: each listing's key read back into what it names, and the listings a cache
/// holds, grouped from SQLite's own rows.
@Suite("Listings the cache keeps")
struct CachedListingsTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("cache.sqlite") }

    init() throws {
        folder = try TemporaryFolder("cachedlistings")
    }

    @Test("given a listing's key as the repository writes it, when read back, then it names the same listing and page size", arguments: [
        (try! SearchQuery("Forest"), 30),
        (try! SearchQuery("a/b //c", orientation: .landscape), 12),
        (try! SearchQuery("sea", color: .blackAndWhite), 1),
        (try! SearchQuery("x", orientation: .squarish, color: .teal), 30),
    ])
    func aSearchKeyReadsBack(query: SearchQuery, perPage: Int) {
        let (kind, size) = ListingKey.listing(ListingKey.search(query, perPage: perPage))

        #expect(kind == .search(query: RecentSearches.key(for: query), orientation: query.orientation, color: query.color))
        #expect(size == perPage)
    }

    @Test("given a photo list's key, with an order or without, when read back, then it names the same order and page size")
    func aPhotoListKeyReadsBack() {
        for order in PhotoOrder.allCases.map(Optional.some) + [nil] {
            let (kind, size) = ListingKey.listing(ListingKey.photos(order: order, perPage: 7))
            #expect(kind == .photos(order: order) && size == 7, "\(String(describing: order))")
        }
    }

    @Test("given a key of no form this photolist writes, when read back, then it is another's, kept whole, with no page size", arguments: [
        "photos", "other", "photos/sideways/30", "photos/latest/0", "photos/latest/x", "search/forest/30", "search//landscape//30",
        "search/forest/diagonal//30", "search/forest//mauve/30", "topics/nature/30", "",
    ])
    func anUnknownKeyIsOther(key: String) {
        let (kind, size) = ListingKey.listing(key)

        #expect(kind == .other(key))
        #expect(size == nil)
    }

    @Test("given pages of listings from two sources stored out of order, when the stats are read, then each listing comes once, by source and key, with its pages in order and its newest fetch")
    func statsListEachListingOnce() throws {
        let cache = try PhotoCache(path: path)
        let latest = ListingKey.photos(order: .latest, perPage: 30)
        let search = ListingKey.search(try SearchQuery("forest", color: .green), perPage: 10)
        let day = { (offset: Double) in Date(timeIntervalSince1970: 1_800_000_000 + offset * 86_400) }
        try cache.store(.fixture(page: 3), source: "demo", listKey: latest, fetchedAt: day(2))
        try cache.store(.fixture(page: 1), source: "demo", listKey: latest, fetchedAt: day(0))
        try cache.store(.fixture(page: 2, count: 0), source: "unsplash", listKey: search, fetchedAt: day(1))
        try cache.store(.fixture(page: 2), source: "demo", listKey: latest, fetchedAt: day(1))

        let listings = try cache.stats().listings

        #expect(listings == [
            CachedListing(source: "demo", kind: .photos(order: .latest), perPage: 30, pages: [1, 2, 3], fetchedAt: day(2)),
            CachedListing(source: "unsplash", kind: .search(query: "forest", orientation: nil, color: .green), perPage: 10, pages: [2], fetchedAt: day(1)),
        ])
        let rows = try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listingPage") }
        #expect(listings.reduce(0) { $0 + $1.pages.count } == rows, "every page SQLite holds is in one listing")
    }
}
