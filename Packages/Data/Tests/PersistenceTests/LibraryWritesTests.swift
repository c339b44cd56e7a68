import DomainTesting
import Foundation
@testable import Persistence
import Testing

/// A running screen learns of changes to the library made by any process from ``PhotoLibrary/writes()``,
/// which watches the file's folder: a write to the library or its WAL is reported, other files are not.
/// (That another process's write is seen is shown end to end, with two photolist processes, at the root.)
@Suite("Watching the library for writes", .timeLimit(.minutes(1)))
struct LibraryWritesTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("library.sqlite") }

    init() throws {
        folder = try TemporaryFolder("librarywrites")
    }

    @Test("given a library being watched, when a favourite is added to it, then the watch reports a write")
    func reportsAWrite() async throws {
        let library = try PhotoLibrary(path: path)
        var writes = library.writes().makeAsyncIterator()
        _ = try await library.addFavorite(.fixture(id: "added"), source: "demo")

        #expect(await writes.next() != nil)
    }

    @Test("given the library's file names, when files are written beside it, then only the file, its WAL and its journal concern it")
    func onlyTheLibrarysOwnFilesConcernIt() {
        #expect(DatabaseWrites.concerns("library.sqlite", database: path))
        #expect(DatabaseWrites.concerns("library.sqlite-wal", database: path))
        #expect(DatabaseWrites.concerns("library.sqlite-journal", database: path))
        #expect(!DatabaseWrites.concerns("library.sqlite-shm", database: path))
        #expect(!DatabaseWrites.concerns("cache.sqlite-wal", database: path))
        #expect(!DatabaseWrites.concerns("library.sqlite.lock", database: path))
    }

    @Test("given a library path in a folder that does not exist, when watched, then the watch ends at once instead of waiting forever")
    func aFolderThatCannotBeWatchedEndsTheWatch() async {
        var writes = DatabaseWrites.stream(path: folder.path("missing/library.sqlite")).makeAsyncIterator()
        #expect(await writes.next() == nil)
    }
}
