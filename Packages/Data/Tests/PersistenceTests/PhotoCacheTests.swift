import Domain
import DomainTesting
import Foundation
import Persistence
import Testing

@Suite("PhotoCache on a real SQLite file")
struct PhotoCacheTests {
    private let folder: TemporaryFolder
    private var directory: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder("photocache")
    }

    private var path: String { directory.appendingPathComponent("cache.sqlite").path }

    @Test("given a stored page, when it is read back, then every photo field, the order and hasNextPage survive")
    func roundTrip() throws {
        let cache = try PhotoCache(path: path)
        let page = PhotoPage(photos: [.fixture(id: "b"), .fixture(id: "a", description: nil)], page: 3, hasNextPage: false)
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

        try cache.store(page, source: "demo", listKey: "photos", fetchedAt: fetchedAt)
        let cached = try #require(try cache.page(3, source: "demo", listKey: "photos"))

        #expect(cached.page == page)
        #expect(cached.fetchedAt == fetchedAt)
    }

    @Test("given a search page with the totals the source reported, when it is read back, then the totals survive with it")
    func keepsListingTotals() throws {
        let cache = try PhotoCache(path: path)
        let page = PhotoPage(photos: [.fixture(id: "a"), .fixture(id: "b")], page: 2, hasNextPage: true, total: 611, totalPages: 21)

        try cache.store(page, source: "unsplash", listKey: "search:forest", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))

        let cached = try #require(try cache.page(2, source: "unsplash", listKey: "search:forest"))
        #expect(cached.page.total == 611 && cached.page.totalPages == 21)
        #expect(cached.page == page)
    }

    @Test("given a search that found nothing, when its page is stored, then it reads back as an empty page, not as one never stored")
    func keepsEmptyPages() throws {
        let cache = try PhotoCache(path: path)
        let nothing = PhotoPage(photos: [], page: 1, hasNextPage: false, total: 0, totalPages: 0)
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

        try cache.store(nothing, source: "demo", listKey: "search:zebra", fetchedAt: fetchedAt)

        let cached = try #require(try cache.page(1, source: "demo", listKey: "search:zebra"))
        #expect(cached.page == nothing && cached.fetchedAt == fetchedAt)
        #expect(try cache.stats().pages == 1 && cache.stats().photos == 0)
    }

    @Test("given a page that had photos, when it is stored again with none, then it reads back empty, with no photo left over")
    func emptiedPageLeavesNoEntries() throws {
        let cache = try PhotoCache(path: path)
        try cache.store(.fixture(page: 1, count: 3), source: "demo", listKey: "search:fox")

        try cache.store(PhotoPage(photos: [], page: 1, hasNextPage: false), source: "demo", listKey: "search:fox")

        #expect(try cache.page(1, source: "demo", listKey: "search:fox")?.page.photos == [])
    }

    @Test("given an open cache with a stored page, when the folder is inspected, then SQLite runs in WAL mode")
    func usesWriteAheadLog() throws {
        let cache = try PhotoCache(path: path)
        try cache.store(.fixture(page: 1), source: "demo", listKey: "photos")

        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        let header = try FileHandle(forReadingFrom: URL(fileURLWithPath: path)).readData(ofLength: 20)
        #expect(header.count == 20 && header[18] == 2 && header[19] == 2)  // file format bytes: 2 = WAL
    }

    @Test("given a page stored twice, when read, then the second write replaced the first")
    func replacesPage() throws {
        let cache = try PhotoCache(path: path)
        try cache.store(.fixture(page: 1, count: 3), source: "demo", listKey: "photos")
        let refreshed = PhotoPage(photos: [.fixture(id: "new")], page: 1, hasNextPage: true)

        try cache.store(refreshed, source: "demo", listKey: "photos")

        #expect(try cache.page(1, source: "demo", listKey: "photos")?.page == refreshed)
    }

    @Test("given pages of other sources and listings, when a page is read, then only its own entries come back")
    func isolatesSourcesAndListings() throws {
        let cache = try PhotoCache(path: path)
        try cache.store(.fixture(page: 1), source: "demo", listKey: "photos")

        #expect(try cache.page(1, source: "unsplash", listKey: "photos") == nil)
        #expect(try cache.page(1, source: "demo", listKey: "search:forest") == nil)
        #expect(try cache.page(2, source: "demo", listKey: "photos") == nil)
    }

    @Test("given a cache closed and reopened, when read, then its pages are still there and the schema is not re-created")
    func survivesReopen() throws {
        do {
            let cache = try PhotoCache(path: path)
            try cache.store(.fixture(page: 2), source: "demo", listKey: "photos")
        }
        let reopened = try PhotoCache(path: path)
        #expect(try reopened.page(2, source: "demo", listKey: "photos")?.page == .fixture(page: 2))
    }

    @Test("given a file of garbage, when opened as the cache, then it is reported as corrupt")
    func garbageIsCorrupt() throws {
        try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path))

        #expect(throws: PersistenceError.corrupt(path: path)) { try PhotoCache(path: path) }
    }

    @Test("given a folder that does not exist, when opened, then it is created readable by the user only")
    func createsPrivateFolder() throws {
        let nested = directory.appendingPathComponent("xdg/photolist/cache.sqlite").path
        _ = try PhotoCache(path: nested)

        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("xdg/photolist").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("given a location under a regular file, when opened, then the error names the path and the reason in the system's words")
    func unwritableLocation() throws {
        let blocker = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let impossible = blocker.appendingPathComponent("cache.sqlite").path

        #expect {
            try PhotoCache(path: impossible)
        } throws: { error in
            if case .inaccessible(let path, let reason) = error as? PersistenceError { path == impossible && reason == "cannot create \(blocker.path): \(blocker.path) is a file, not a folder" } else { false }
        }
    }

    @Test("given a garbage or truncated file, when opened recovering, then it is moved aside with a timestamp and a new cache works", arguments: [
        "garbage", "truncated",
    ])
    func recoversFromDamage(kind: String) throws {
        if kind == "garbage" {
            try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path))
        } else {
            do {
                let cache = try PhotoCache(path: path)
                for page in 1...20 { try cache.store(.fixture(page: page, count: 30), source: "demo", listKey: "photos") }
            }
            let whole = try Data(contentsOf: URL(fileURLWithPath: path))
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        }
        let damaged = try Data(contentsOf: URL(fileURLWithPath: path))

        let (cache, aside) = try PhotoCache.openRecovering(path: path, now: Date(timeIntervalSince1970: 1_800_000_000))

        #expect(aside == MovedAsideCache(path: path + ".corrupt-20270115T080000Z", reason: .corrupt(path: path)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(aside).path)) == damaged)
        try cache.store(.fixture(page: 1), source: "demo", listKey: "photos")
        #expect(try cache.page(1, source: "demo", listKey: "photos") != nil)
    }

    @Test("given a healthy cache, when opened recovering, then nothing is moved and its pages remain")
    func healthyCacheStays() throws {
        try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")

        let (cache, aside) = try PhotoCache.openRecovering(path: path)

        #expect(aside == nil)
        #expect(try cache.page(1, source: "demo", listKey: "photos") != nil)
    }

    @Test("given two cached pages, when stats are read and the cache is cleared, then counts go from 2 pages to none")
    func statsAndClear() throws {
        let cache = try PhotoCache(path: path)
        try cache.store(.fixture(page: 1, count: 3), source: "demo", listKey: "photos")
        try cache.store(.fixture(page: 2, count: 3), source: "demo", listKey: "photos")

        let before = try cache.stats()
        try cache.clear()
        let after = try cache.stats()

        #expect(before.photos == 6 && before.pages == 2 && before.bytes > 0 && before.path == path)
        #expect(after.photos == 0 && after.pages == 0)
        #expect(try cache.page(1, source: "demo", listKey: "photos") == nil)
    }
}
