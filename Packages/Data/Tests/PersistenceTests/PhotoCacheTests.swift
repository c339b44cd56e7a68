import Domain
import DomainTesting
import Foundation
import Persistence
import Testing

@Suite("PhotoCache on a real SQLite file")
struct PhotoCacheTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("photocache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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

    @Test("given a folder that does not exist, when opened, then the error names the path")
    func missingFolder() {
        let missing = directory.appendingPathComponent("no/such/dir/cache.sqlite").path
        #expect {
            try PhotoCache(path: missing)
        } throws: { error in
            if case .inaccessible(let path, _) = error as? PersistenceError { path == missing } else { false }
        }
    }
}
