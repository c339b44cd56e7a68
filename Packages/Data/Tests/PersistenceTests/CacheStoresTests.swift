import Domain
import DomainTesting
import Foundation
import Persistence
import Synchronization
import Testing

/// The cache's file and the pictures folder as Domain's stores, on real files: what `cache stats` and
/// `cache clear` report is what SQLite and the folder hold.
@Suite("Cache stores on real files")
struct CacheStoresTests {
    private let folder: TemporaryFolder
    private var directory: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder("cachestores")
    }

    private var path: String { directory.appendingPathComponent("cache.sqlite").path }

    @Test("given a cache holding two pages, when its usage is read, then it counts the photos and pages SQLite holds, and clearing frees them")
    func usageAndClearingOfTheOfflineCopy() throws {
        do {
            let cache = try PhotoCache(path: path)
            try cache.store(.fixture(page: 1, count: 3), source: "demo", listKey: "photos")
            try cache.store(.fixture(page: 2, count: 3), source: "demo", listKey: "photos")
        }
        let file = PhotoCacheFile(path: path) { _ in Issue.record("a usable cache was moved aside") }

        let usage = try file.usage()
        let cleared = try file.clear()

        #expect(usage.path == path)
        #expect(usage.photos == 6)
        #expect(usage.pages == 2)
        #expect(usage.bytes > 0)
        #expect(cleared.path == path)
        #expect(try file.usage().photos == 0)
    }

    @Test("given a cache file the user cannot write, when its usage is read, then it is counted where it is and not moved aside", .enabled(if: geteuid() != 0, "root writes any file"))
    func aReadOnlyCacheIsCountedWhereItIs() throws {
        do {
            let cache = try PhotoCache(path: path)
            try cache.store(.fixture(page: 1, count: 3), source: "demo", listKey: "photos")
        }
        chmod(path, 0o400)
        let file = PhotoCacheFile(path: path) { _ in Issue.record("only looking moved the cache aside") }

        let usage = try file.usage()

        #expect(usage.photos == 3 && usage.pages == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".unusable-") }, "\(names)")
    }

    @Test("given a cache file that is not a database, when its usage is read, then it is moved aside, the caller hears of it, and an empty cache is reported")
    func anUnusableFileIsMovedAsideAndReported() throws {
        try Data("not a database at all, just text".utf8).write(to: URL(fileURLWithPath: path))
        let movedAside = Mutex<[String]>([])
        let file = PhotoCacheFile(path: path) { aside in movedAside.withLock { $0.append(aside.path) } }

        let usage = try file.usage()

        #expect(usage.photos == 0)
        let aside = try #require(movedAside.withLock { $0 }.first)
        #expect(FileManager.default.fileExists(atPath: aside))
    }

    @Test("given a file where the cache's folder should be, when the usage is read and the cache cleared, then there is no cache to count or clear, and the file is left as it was")
    func aFileInTheWayHoldsNoCache() throws {
        let blocker = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let impossible = blocker.appendingPathComponent("cache.sqlite").path
        let file = PhotoCacheFile(path: impossible) { _ in Issue.record("nothing was there to move aside") }

        let usage = try file.usage()
        let cleared = try file.clear()

        #expect(usage.photos == 0 && usage.pages == 0 && usage.bytes == 0)
        #expect(cleared.bytesFreed == nil)
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test("given pictures on disk, when the store's usage is read and then everything removed, then the figures match the files removed")
    func picturesUsageAndRemoval() throws {
        let pictures = ImageFileCache(folder: directory.appendingPathComponent("images", isDirectory: true))
        pictures.store(Data(repeating: 1, count: 1000), as: "a")
        pictures.store(Data(repeating: 2, count: 500), as: "b")

        let usage = pictures.usage()
        let removed = pictures.removeAll()

        #expect(usage.files == 2 && usage.bytes >= 1500)  // bytes on disk: whole blocks
        #expect(removed.removed == usage)
        #expect(!removed.leftAlone)
        #expect(pictures.usage().files == 0)
    }
}
