import Domain
import DomainTesting
import Foundation
import GRDB
import Persistence
import Synchronization
import Testing

@Suite("PhotoLibrary on a real SQLite file", .timeLimit(.minutes(1)))
struct PhotoLibraryTests {
    private let folder: TemporaryFolder
    private var directory: URL { folder.url }
    private var path: String { directory.appendingPathComponent("library.sqlite").path }

    init() throws {
        folder = try TemporaryFolder("photolibrary")
    }

    /// A clock that moves one second per reading, so insertion order is visible in the times.
    private static func ticking() -> @Sendable () -> Date {
        let tick = Mutex(0)
        return { Date(timeIntervalSince1970: 1_800_000_000 + Double(tick.withLock { $0 += 1; return $0 })) }
    }

    @Test("given favourites added in turn, when listed, then the newest comes first with its full snapshot")
    func favouritesNewestFirst() async throws {
        let library = try PhotoLibrary(path: path, now: Self.ticking())
        _ = try await library.addFavorite(.fixture(id: "a"), source: "demo")
        _ = try await library.addFavorite(.fixture(id: "b", likes: nil, createdAt: nil), source: "demo")

        let favorites = try await library.favorites(source: "demo").favorites

        #expect(favorites.map(\.id) == ["b", "a"])
        #expect(favorites.first?.photo == .fixture(id: "b", likes: nil, createdAt: nil))
        #expect(favorites.first?.addedAt == Date(timeIntervalSince1970: 1_800_000_002))
    }

    @Test("given a favourite added again, when listed, then it is there once and keeps when it was first added")
    func addIsIdempotent() async throws {
        let library = try PhotoLibrary(path: path, now: Self.ticking())
        let first = try await library.addFavorite(.fixture(id: "a", likes: 1), source: "demo")
        let again = try await library.addFavorite(.fixture(id: "a", likes: 2), source: "demo")

        let favorites = try await library.favorites(source: "demo").favorites
        #expect(favorites.count == 1)
        #expect(again.addedAt == first.addedAt)
        #expect(favorites.first?.photo.likes == 2)
    }

    @Test("given a favourite removed from the middle, when restored through the repository, then it is back in its place with its date, read back by SQLite itself; one added again meanwhile is left as it is")
    func restoredFavouriteReturnsToItsPlace() async throws {
        let library = try PhotoLibrary(path: path, now: Self.ticking())
        let repository = LibraryFavoritesRepository(library: library, source: "demo")
        for id in ["a", "b", "c"] { _ = try await repository.add(.fixture(id: id)) }
        let removed = try #require(try await repository.favorites().first { $0.id == "b" })
        _ = try await repository.remove("b")

        let restored = try await repository.restore(removed)
        _ = try await repository.remove("b")
        let addedMeanwhile = try await repository.add(.fixture(id: "b", likes: 99)).favorite
        let again = try await repository.restore(removed)

        #expect(restored == .added(removed))
        #expect(again == .alreadyFavorite(addedMeanwhile))
        #expect(try await repository.favorites().first { $0.id == "b" } == addedMeanwhile)
        _ = try await repository.remove("b")
        _ = try await repository.restore(removed)
        let order = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT id FROM favorite WHERE source = 'demo' ORDER BY addedAt DESC")
        }
        #expect(order == ["c", "b", "a"])
    }

    @Test("given favourites of two sources, when one is removed, then the other source's is untouched")
    func removeIsPerSource() async throws {
        let library = try PhotoLibrary(path: path)
        _ = try await library.addFavorite(.fixture(id: "a"), source: "demo")
        _ = try await library.addFavorite(.fixture(id: "a"), source: "unsplash")

        #expect(try await library.removeFavorite("a", source: "demo"))
        #expect(try await !library.removeFavorite("a", source: "demo"))
        #expect(try await library.favorites(source: "demo").favorites.isEmpty)
        #expect(try await library.favorites(source: "unsplash").favorites.map(\.id) == ["a"])
    }

    @Test("given favourites of three sources, one removed again, when counted, then each source with one has its count and the emptied source is not named")
    func favoritesAreCountedPerSource() async throws {
        let library = try PhotoLibrary(path: path)
        for id in ["a", "b", "c"] { _ = try await library.addFavorite(.fixture(id: id), source: "demo") }
        _ = try await library.addFavorite(.fixture(id: "a"), source: "demo@http://127.0.0.1:8080")
        _ = try await library.addFavorite(.fixture(id: "a"), source: "picsum")
        #expect(try await library.removeFavorite("a", source: "picsum"))

        #expect(try await library.favoriteCounts() == ["demo": 3, "demo@http://127.0.0.1:8080": 1])
    }

    @Test("given favourites, when the library is closed and reopened, then they are all there")
    func survivesReopen() async throws {
        do {
            let library = try PhotoLibrary(path: path)
            for index in 0..<25 { _ = try await library.addFavorite(.fixture(id: "p\(index)"), source: "demo") }
        }
        #expect(try await PhotoLibrary(path: path).favorites(source: "demo").favorites.count == 25)
    }

    @Test("given twelve searches with a repeat in other case, when listed, then ten distinct remain, newest first")
    func recentQueries() async throws {
        let library = try PhotoLibrary(path: path, now: Self.ticking())
        for text in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", " A "] {
            try await library.recordQuery(SearchQuery(text))
        }

        #expect(try await library.recentQueries() == ["A", "k", "j", "i", "h", "g", "f", "e", "d", "c"])
        try await library.clearRecentQueries()
        #expect(try await library.recentQueries().isEmpty)
    }

    @Test("given a garbage or truncated library, when opened, then it is refused as corrupt and not one byte changes", arguments: [
        "garbage", "truncated", "header only",
    ])
    func corruptLibraryIsNeverTouched(kind: String) async throws {
        switch kind {
        case "garbage":
            try Data(repeating: 0xA5, count: 10_000).write(to: URL(fileURLWithPath: path))
        default:
            do {
                let library = try PhotoLibrary(path: path)
                for index in 0..<200 { _ = try await library.addFavorite(.fixture(id: "p\(index)"), source: "demo") }
            }
            let whole = try Data(contentsOf: URL(fileURLWithPath: path))
            try whole.prefix(kind == "truncated" ? whole.count / 2 : 100).write(to: URL(fileURLWithPath: path))
        }
        let before = try snapshot()

        #expect(throws: PersistenceError.corrupt(path: path)) { try PhotoLibrary(path: path) }

        let after = try snapshot()
        #expect(after == before, "\(before.mapValues(\.count)) → \(after.mapValues(\.count))")
    }

    /// Every file in the library's folder with its bytes.
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    @Test("given a corrupt library behind the repository, when favourites are read, then the error names the file and the way out")
    func corruptLibraryMessage() async throws {
        try Data(repeating: 0xA5, count: 10_000).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PhotoLibrary(path: path)
            Issue.record("expected corrupt")
        } catch {
            #expect(error == .corrupt(path: path))
        }
    }

    @Test("given no library and a folder that cannot be made, when opened for reading, then it reads as no favourites; opened for writing, it fails")
    func readingALibraryThatCannotExist() async throws {
        let blocker = directory.appendingPathComponent("blocker").path
        try Data("a file where the folder should be".utf8).write(to: URL(fileURLWithPath: blocker))
        let unmakeable = blocker + "/library.sqlite"

        let library = try PhotoLibrary.openForReading(path: unmakeable)

        #expect(try await library.favorites(source: "demo").favorites.isEmpty)
        // Nothing is kept in memory only, to be lost when the process ends.
        await #expect(throws: Persistence.PersistenceError.self) { try await library.addFavorite(.fixture(id: "a"), source: "demo") }
        #expect(throws: Persistence.PersistenceError.self) { try PhotoLibrary(path: unmakeable) }
        #expect(!FileManager.default.fileExists(atPath: unmakeable))
    }

    // Root writes any folder: as root this takes the usual path, and Scripts/test runs it as an ordinary user.
    @Test("given a library in a folder made read-only, when opened for reading, then its favourites are read")
    func readingALibraryInAReadOnlyFolder() async throws {
        let folder = directory.appendingPathComponent("readonly")
        let path = folder.appendingPathComponent("library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }

        let library = try PhotoLibrary.openForReading(path: path)

        #expect(try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue) == ["a"])
    }

    @Test(
        "given a library in a folder this user cannot write, when it is opened as the browser opens it, then its favourites and searches read, and each change is refused with the folder's reason, the file untouched",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func aLibraryInAReadOnlyFolderRefusesChanges() async throws {
        let folder = directory.appendingPathComponent("readonly")
        let path = folder.appendingPathComponent("library.sqlite").path
        do {
            let writable = try PhotoLibrary(path: path)
            _ = try await writable.addFavorite(.fixture(id: "a"), source: "demo")
            try await writable.recordQuery(try SearchQuery("harbour"))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }

        let library = try PhotoLibrary(path: path)

        #expect(try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue) == ["a"])
        #expect(try await library.recentQueries() == ["harbour"])
        for change in [
            { _ = try await library.addFavorite(.fixture(id: "b"), source: "demo") },
            { _ = try await library.removeFavorite("a", source: "demo") },
            { try await library.recordQuery(try SearchQuery("lake")) },
        ] as [@Sendable () async throws -> Void] {
            do {
                try await change()
                Issue.record("a change was made")
            } catch let error as Persistence.PersistenceError {
                guard case .inaccessible(_, let reason) = error else { Issue.record("refused as \(error)"); continue }
                #expect(reason.hasSuffix("is not writable"), "\(reason)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(
        "given a library file the user made read-only, when it is opened as the browser opens it, then its favourites read, it says up front why it takes no change, and each change is refused so",
        .enabled(if: geteuid() != 0, "root writes any file; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyLibraryFileRefusesChanges() async throws {
        let path = directory.appendingPathComponent("readonly-file/library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }
        chmod(path, 0o444)
        defer { chmod(path, 0o600) }

        let library = try PhotoLibrary(path: path)

        #expect(try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue) == ["a"])
        guard case .inaccessible(_, let reason) = library.refusal else { Issue.record("no refusal: \(String(describing: library.refusal))"); return }
        #expect(reason.contains("read-only"), "\(reason)")
        await #expect(throws: Persistence.PersistenceError.self) { try await library.addFavorite(.fixture(id: "b"), source: "demo") }
        #expect(TemporaryFolder.mode(path) == 0o400, "narrowed, never made writable")
    }

    @Test(
        "given a library file the user made read-only in a folder they can write, when it is read, then no -wal or -shm is left beside it",
        .enabled(if: geteuid() != 0, "root writes any file; Scripts/test runs this as an ordinary user")
    )
    func readingAReadOnlyLibraryFileLeavesNoCompanions() async throws {
        let path = directory.appendingPathComponent("readonly-leftovers/library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }
        chmod(path, 0o400)
        defer { chmod(path, 0o600) }

        let favorites = try await PhotoLibrary(path: path).favorites(source: "demo").favorites.map(\.photo.id.rawValue)

        #expect(favorites == ["a"])
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test(
        "given a read-only folder where the library file should be, when the library is opened, then it is refused and the folder keeps its mode",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyFolderInTheLibrarysPlaceIsLeftAlone() throws {
        let path = directory.appendingPathComponent("folder-in-place/library.sqlite").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, 0o555)
        defer { chmod(path, 0o700) }

        #expect(throws: Persistence.PersistenceError.self) { try PhotoLibrary(path: path) }
        #expect(TemporaryFolder.mode(path) == 0o555)
    }

    @Test(
        "given a library file made read-only while a writer holds favourites in its -wal, when it is read, then those favourites show",
        .enabled(if: geteuid() != 0, "root writes any file; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyLibraryFileReadsWritesWaitingInItsLog() async throws {
        let path = directory.appendingPathComponent("readonly-writer/library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }  // closed: "a" is in the file itself
        let writer = try PhotoLibrary(path: path)
        _ = try await writer.addFavorite(.fixture(id: "b"), source: "demo")
        let waiting = try #require(FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int)
        chmod(path, 0o400)
        defer { chmod(path, 0o600) }

        let favorites = try await PhotoLibrary(path: path).favorites(source: "demo").favorites.map(\.photo.id.rawValue)

        #expect(waiting > 0, "the second favourite is still in the log")
        #expect(Set(favorites) == ["a", "b"])
        withExtendedLifetime(writer) {}
    }

    @Test(
        "given the empty -wal and the -shm an earlier reader left read-only beside a library, when its folder is made read-only and it is read, then its favourites read",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func leftCompanionsDoNotStopAReadOnlyRead() async throws {
        let folder = directory.appendingPathComponent("readonly-left")
        let path = folder.appendingPathComponent("library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }
        // What SQLite leaves after a read-only connection to a 0400 WAL file closes.
        #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        #expect(FileManager.default.createFile(atPath: path + "-shm", contents: Data(count: 32_768)))
        for file in [path, path + "-wal", path + "-shm"] { chmod(file, 0o400) }
        chmod(folder.path, 0o500)
        defer {
            chmod(folder.path, 0o700)
            chmod(path, 0o600)
        }

        let library = try PhotoLibrary(path: path)

        #expect(try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue) == ["a"])
    }

    @Test(
        "given a library read in a folder this user cannot write, when the file is changed by a process that may write it, then the next read shows the change",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyLibraryReadsTheFileAsItIsNow() async throws {
        let folder = directory.appendingPathComponent("readonly-changing")
        let path = folder.appendingPathComponent("library.sqlite").path
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        }
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        let library = try PhotoLibrary(path: path)
        let before = try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue)

        chmod(folder.path, 0o700)
        do {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "b"), source: "demo")
        }
        chmod(folder.path, 0o500)
        let after = try await library.favorites(source: "demo").favorites.map(\.photo.id.rawValue)

        #expect(before == ["a"])
        #expect(Set(after) == ["a", "b"])
    }
}
