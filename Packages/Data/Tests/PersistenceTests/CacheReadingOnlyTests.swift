import Domain
import DomainTesting
import Foundation
@testable import Persistence
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command that only reads the cache (`--offline`, `cache stats`) reads a file this user cannot write
/// where it is: only reading changes nothing, and the synced pages stay offline.
@Suite("Caches opened for reading")
struct CacheReadingOnlyTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("cache.sqlite") }

    init() throws {
        folder = try TemporaryFolder("cachereading")
        do {
            let cache = try PhotoCache(path: path)
            try cache.store(.fixture(page: 1, count: 4), source: "demo", listKey: "photos")
        }
    }

    @Test("given a cache file the user cannot write, when opened for reading, then its page reads where it is, nothing is moved aside, and a write is refused", .enabled(if: geteuid() != 0, "root writes any file"))
    func aReadOnlyFileIsReadWhereItIs() throws {
        chmod(path, 0o400)
        let before = try folder.snapshot()

        let (cache, movedAside) = try PhotoCache.openForReading(path: path)

        #expect(movedAside == nil)
        #expect(try cache.page(1, source: "demo", listKey: "photos")?.page.photos.count == 4)
        #expect(throws: Persistence.PersistenceError.self) { try cache.store(.fixture(page: 2), source: "demo", listKey: "photos") }
        #expect(try folder.snapshot() == before, "only reading made or changed no file")
        // Made writable again, it is the usual cache: nothing the reading left behind has it moved aside.
        chmod(path, 0o600)
        #expect(try PhotoCache.openRecovering(path: path).movedAside == nil)
    }

    @Test("given a cache in a folder the user cannot write, when opened for reading, then its page reads and the folder is left as it was", .enabled(if: geteuid() != 0, "root writes any folder"))
    func aCacheInAReadOnlyFolderIsRead() throws {
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let before = try folder.snapshot()

        let (cache, movedAside) = try PhotoCache.openForReading(path: path)

        #expect(movedAside == nil)
        #expect(try cache.page(1, source: "demo", listKey: "photos")?.page.photos.count == 4)
        #expect(try folder.snapshot() == before)
    }

    @Test("given a cache file photolist cannot use, when opened for reading, then it is moved aside as opening it recovering does")
    func anUnusableFileIsStillMovedAside() throws {
        try Data("not a database at all, just text".utf8).write(to: URL(fileURLWithPath: path))

        let (cache, movedAside) = try PhotoCache.openForReading(path: path)

        #expect(movedAside != nil)
        #expect(try cache.page(1, source: "demo", listKey: "photos") == nil)
    }

    @Test("given a cache file the user can write, when opened for reading, then it is the usual cache, and a write is kept")
    func aWritableFileIsOpenedAsUsual() throws {
        let (cache, movedAside) = try PhotoCache.openForReading(path: path)

        try cache.store(.fixture(page: 2), source: "demo", listKey: "photos")

        #expect(movedAside == nil)
        #expect(try cache.page(2, source: "demo", listKey: "photos") != nil)
    }
}
