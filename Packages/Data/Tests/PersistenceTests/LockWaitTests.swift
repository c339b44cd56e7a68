import Domain
import DomainTesting
import Foundation
@testable import Persistence
import Testing

/// Opening and reading while another process holds a lock: reads never need the write lock, and every
/// wait for a lock ends in `busy`. Time is the injected ``ManualLockClock``'s: no test waits for real.
@Suite("Locks held by another process", .timeLimit(.minutes(1)))
struct LockWaitTests {
    private let folder: TemporaryFolder
    private var libraryPath: String { folder.path("library.sqlite") }
    private var cachePath: String { folder.path("cache.sqlite") }

    init() throws {
        folder = try TemporaryFolder("lockwait")
    }

    @Test("given a library at the current schema and another connection in a write transaction, when it is opened allowing no lock wait, then favourites and recent searches are read")
    func libraryReadsBesideAWriter() async throws {
        do {
            let library = try PhotoLibrary(path: libraryPath)
            _ = try await library.addFavorite(.fixture(id: "kept"), source: "demo")
            try await library.recordQuery(SearchQuery("lake"))
        }
        let writer = try WriteTransactionHolder(libraryPath)
        defer { try? writer.release() }
        let clock = ManualLockClock()

        let library = try PhotoLibrary(path: libraryPath, wait: clock.wait(timeout: .zero))

        #expect(try await library.favorites(source: "demo").favorites.map(\.id) == ["kept"])
        #expect(try await library.recentQueries() == ["lake"])
        #expect(clock.pauses == 0)
    }

    @Test("given a current cache and another connection in a write transaction, when it is opened allowing no lock wait, then stats, pages and photos are read")
    func cacheReadsBesideAWriter() throws {
        try PhotoCache(path: cachePath).store(.fixture(page: 1, count: 3), source: "demo", listKey: "photos")
        let writer = try WriteTransactionHolder(cachePath)
        defer { try? writer.release() }

        let (cache, movedAside) = try PhotoCache.openRecovering(path: cachePath, wait: ManualLockClock().wait(timeout: .zero))

        #expect(movedAside == nil)
        #expect(try cache.stats().pages == 1)
        #expect(try cache.page(1, source: "demo", listKey: "photos")?.page == .fixture(page: 1, count: 3))
        #expect(try cache.photo("1-1", source: "demo") != nil)
    }

    @Test("given another holder of the folder lock, when the library is opened, then it is busy once the 5 s wait has passed on the clock")
    func folderLockWaitIsBounded() throws {
        let holder = try FolderLockHolder(folder.path)
        defer { holder.release() }
        let clock = ManualLockClock()

        #expect(throws: PersistenceError.busy(path: libraryPath)) {
            try PhotoLibrary(path: libraryPath, wait: clock.wait(timeout: .seconds(5)))
        }
        #expect(clock.elapsed == .seconds(5))
        #expect(clock.pauses == 500)  // polled every 10 ms
        #expect(!FileManager.default.fileExists(atPath: libraryPath))
    }

    @Test("given the folder lock released while opening waits, when the wait goes on, then the library opens")
    func folderLockReleasedInTime() async throws {
        let holder = try FolderLockHolder(folder.path)
        let clock = ManualLockClock { pauses in if pauses == 3 { holder.release() } }

        let library = try PhotoLibrary(path: libraryPath, wait: clock.wait(timeout: .seconds(5)))

        #expect(clock.pauses == 3)
        #expect(try await library.favorites(source: "demo").favorites.isEmpty)
    }

    @Test("given another holder of the folder lock, when the cache is opened recovering or cleared, then each is busy and nothing is moved or deleted")
    func cacheWaitsAreBounded() throws {
        try PhotoCache(path: cachePath).store(.fixture(page: 1), source: "demo", listKey: "photos")
        let before = try folder.snapshot()
        let holder = try FolderLockHolder(folder.path)
        defer { holder.release() }

        #expect(throws: PersistenceError.busy(path: cachePath)) {
            try PhotoCache.openRecovering(path: cachePath, wait: ManualLockClock().wait(timeout: .seconds(1)))
        }
        #expect(throws: PersistenceError.busy(path: cachePath)) {
            try PhotoCache.clear(path: cachePath, wait: ManualLockClock().wait(timeout: .seconds(1)))
        }
        #expect(try folder.snapshot() == before)
    }

    @Test("given a new database that needs migrating and another connection in a write transaction, when opened, then it is busy, not damaged")
    func migrationBehindAWriterIsBusy() throws {
        let writer = try WriteTransactionHolder(libraryPath)  // creates an empty database
        defer { try? writer.release() }

        #expect(throws: PersistenceError.busy(path: libraryPath)) {
            try PhotoLibrary(path: libraryPath, wait: ManualLockClock().wait(timeout: .zero))
        }
    }
}
