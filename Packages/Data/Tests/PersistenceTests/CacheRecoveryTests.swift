import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache is disposable, so never a dead end: whatever makes a file unusable, opening moves it aside
/// and starts anew, and clearing deletes it without opening it.
@Suite("Unusable caches replaced, caches cleared without opening")
struct CacheRecoveryTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("cache.sqlite") }
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        folder = try TemporaryFolder("cacherecovery")
    }

    private func write(_ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    /// Puts a cache photolist cannot use at `path`, and says why it will be refused.
    private func makeUnusable(_ kind: String) throws -> Persistence.PersistenceError {
        switch kind {
        case "foreign":
            try write("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
            return .foreign(path: path)
        case "clashing table":
            try write("CREATE TABLE photo (text TEXT)")
            return .foreign(path: path)
        case "newer":
            try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
            try write("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
            return .newerVersion(path: path)
        default:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return .inaccessible(path: path, reason: "it is a folder, not a file")
        }
    }

    @Test("given a cache photolist cannot use, when opened recovering, then it is moved aside as unusable with the reason, kept whole, and a new cache works", arguments: [
        "foreign", "clashing table", "newer", "folder",
    ])
    func unusableIsMovedAside(kind: String) throws {
        let reason = try makeUnusable(kind)
        let original = try? Data(contentsOf: URL(fileURLWithPath: path))

        let (cache, movedAside) = try PhotoCache.openRecovering(path: path, now: Self.now)

        #expect(movedAside == MovedAsideCache(path: path + ".unusable-20270115T080000Z", reason: reason))
        #expect((try? Data(contentsOf: URL(fileURLWithPath: movedAside?.path ?? ""))) == original)
        try cache.store(.fixture(page: 1), source: "demo", listKey: "photos")
        #expect(try cache.page(1, source: "demo", listKey: "photos") != nil)
    }

    @Test("given a cache file the user cannot write, when opened recovering, then it is moved aside and a new cache works", .enabled(if: geteuid() != 0, "root writes any file"))
    func readOnlyIsMovedAside() throws {
        try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        chmod(path, 0o400)

        let (cache, movedAside) = try PhotoCache.openRecovering(path: path, now: Self.now)

        #expect(movedAside?.reason == .inaccessible(path: path, reason: "cache.sqlite is not writable"))
        try cache.store(.fixture(page: 2), source: "demo", listKey: "photos")
    }

    @Test("given the same unusable cache moved aside twice in one second, when opened recovering, then the second copy gets its own name")
    func secondCopyGetsItsOwnName() throws {
        _ = try makeUnusable("foreign")
        _ = try PhotoCache.openRecovering(path: path, now: Self.now)
        try FileManager.default.removeItem(atPath: path)
        _ = try makeUnusable("foreign")

        let (_, movedAside) = try PhotoCache.openRecovering(path: path, now: Self.now)

        #expect(movedAside?.path == path + ".unusable-20270115T080000Z-2")
    }

    @Test("given a garbage, foreign, newer or healthy cache with copies moved aside, when cleared, then only an empty cache is left, the bytes freed are counted, and other files stay", arguments: [
        "garbage", "foreign", "newer", "healthy",
    ])
    func clearLeavesAnEmptyCache(kind: String) throws {
        _ = try makeUnusable("foreign")
        _ = try PhotoCache.openRecovering(path: path, now: Self.now)  // leaves a copy moved aside
        switch kind {
        case "garbage": try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path))
        case "healthy": try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        default: try FileManager.default.removeItem(atPath: path); _ = try makeUnusable(kind)
        }
        try Data("unrelated".utf8).write(to: URL(fileURLWithPath: folder.path("library.sqlite")))
        let before = try diskBytes(of: folder.snapshot().keys.filter { $0.hasPrefix("cache.sqlite") })

        let freed = try PhotoCache.clear(path: path)

        let left = try folder.snapshot().keys.sorted()
        #expect(left.filter { !$0.hasPrefix("cache.sqlite") } == ["library.sqlite"])
        #expect(left.filter { $0.hasPrefix("cache.sqlite") }.allSatisfy { ["cache.sqlite", "cache.sqlite-wal", "cache.sqlite-shm"].contains($0) })
        let after = try diskBytes(of: left.filter { $0.hasPrefix("cache.sqlite") })
        #expect(freed.bytesFreed == max(0, before - after))
        // A healthy file's rows are counted as SQLite deletes them; what an unusable one held cannot be told.
        #expect(kind == "healthy" ? freed.photos == 3 && freed.pages == 1 : freed.photos == nil && freed.pages == nil, "\(freed)")
        let (cache, movedAside) = try PhotoCache.openRecovering(path: path)
        #expect(movedAside == nil)
        #expect(try cache.stats().pages == 0 && cache.stats().photos == 0)
    }

    @Test("given a cache of many pages that another connection keeps open (a browser running), when cleared, then the file shrinks to an empty cache's size, its WAL is empty, and the bytes freed say so")
    func clearShrinksUnderAnOpenReader() throws {
        let cache = try PhotoCache(path: path)
        for page in 1...20 { try cache.store(.fixture(page: page), source: "demo", listKey: "photos") }
        let reader = try DatabaseQueue(path: path)
        _ = try reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM photo") }
        let files = ["cache.sqlite", "cache.sqlite-wal", "cache.sqlite-shm"]
        let before = try diskBytes(of: files)

        let freed = try PhotoCache.clear(path: path)

        let after = try diskBytes(of: files)
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0, "the emptied file still waits in the WAL")
        #expect(try diskBytes(of: ["cache.sqlite"]) <= 64 * 1_024, "an empty cache's size")
        #expect(freed.bytesFreed == before - after)
        #expect(freed.photos == 20 * 3 && freed.pages == 20, "\(freed)")
        try reader.close()
    }

    @Test("given an open cache with another connection in a write transaction, when cleared, then it reports the cache busy and deletes no file under the writer")
    func clearWaitsForWriters() throws {
        try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        let writer = try WriteTransactionHolder(path)
        defer { try? writer.release() }

        #expect(throws: Persistence.PersistenceError.busy(path: path)) {
            try PhotoCache.clear(path: path, wait: ManualLockClock().wait(timeout: .zero))
        }

        #expect(FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("given copies moved aside that are links, when cleared, then the links go and what they point to stays")
    func clearDoesNotFollowLinks() throws {
        let outside = try TemporaryFolder("clear-outside")
        let precious = outside.path("precious.txt")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: precious))
        try FileManager.default.createSymbolicLink(atPath: path + ".corrupt-20270115T080000Z", withDestinationPath: precious)

        _ = try PhotoCache.clear(path: path)

        #expect(try String(contentsOfFile: precious, encoding: .utf8) == "mine")
    }

    /// The disk space the files `names` of the folder take, as the cache counts it (whole blocks).
    private func diskBytes(of names: [String]) throws -> Int64 {
        names.reduce(0) { total, name in
            var status = stat()
            guard lstat(folder.path(name), &status) == 0 else { return total }
            return total + Int64(max(Int(status.st_size), Int(status.st_blocks) * 512))
        }
    }

    @Test("given a cache folder that does not exist, when cleared, then it says there was no cache and nothing is created")
    func clearWithoutFolder() throws {
        let missing = folder.path("missing/cache.sqlite")

        #expect(try PhotoCache.clear(path: missing).bytesFreed == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path("missing")))
    }

    @Test("given a cache folder holding no cache file, when cleared, then it says there was no cache and creates none; with a copy moved aside, it deletes the copy and counts its bytes")
    func clearWithoutFile() throws {
        let path = folder.path("cache.sqlite")
        let aside = folder.path("cache.sqlite.corrupt-20260101T000000Z")

        #expect(try PhotoCache.clear(path: path).bytesFreed == nil)
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: aside))
        let asideBytes = try diskBytes(of: ["cache.sqlite.corrupt-20260101T000000Z"])
        #expect(asideBytes > 0)
        #expect(try PhotoCache.clear(path: path) == CacheClearing.OfflineCopy(path: path, bytesFreed: asideBytes, photos: nil, pages: nil))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: aside))
    }

    @Test("given a cache folder the user cannot write holding no cache, when cleared, then it says there was no cache", .enabled(if: geteuid() != 0, "root writes any folder"))
    func unwritableFolderWithoutACache() throws {
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }

        #expect(try PhotoCache.clear(path: path).bytesFreed == nil)
    }

    @Test("given a cache folder the user cannot write, when cleared or opened recovering, then the error says the folder is not writable", .enabled(if: geteuid() != 0, "root writes any folder"))
    func unwritableFolder() throws {
        try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }

        #expect(throws: Persistence.PersistenceError.inaccessible(path: path, reason: "\(folder.path) is not writable")) { try PhotoCache.clear(path: path) }
        #expect(throws: Persistence.PersistenceError.inaccessible(path: path, reason: "\(folder.path) is not writable")) { try PhotoCache.openRecovering(path: path) }
    }
}
