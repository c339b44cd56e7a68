import DomainTesting
import Foundation
@testable import Persistence
import Testing

/// A running screen learns of changes to the library made by any process from ``PhotoLibrary/writes()``,
/// which watches the file's folder: a write to the library or its WAL is reported, and so is a commit a
/// writer announces; other files are not. (That another process's write is seen is shown end to end, with
/// two photolist processes, at the root.) Serialized: one test looks through this process's inotify descriptors.
@Suite(
    "Watching the library for writes", .serialized, .timeLimit(.minutes(1)),
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/sys/fs/inotify"), "inotify is Linux's")
)
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

    @Test("given a library being watched, when a commit is announced with nothing written, then the watch reports it: a writer's announcement alone wakes the readers")
    func reportsAnAnnouncedCommit() async throws {
        _ = try PhotoLibrary(path: path)
        var writes = DatabaseWrites.stream(path: path).makeAsyncIterator()

        DatabaseWrites.announceCommit(path: path)

        #expect(await writes.next() != nil)
    }

    @Test("given a library name that is a link to a file in another folder, when watched through the link and the file is written, then the write is reported")
    func followsALinkToTheLibrary() async throws {
        let elsewhere = folder.path("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere + "/library.sqlite"
        let library = try PhotoLibrary(path: target)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        var writes = DatabaseWrites.stream(path: path).makeAsyncIterator()

        _ = try await library.addFavorite(.fixture(id: "added"), source: "demo")

        #expect(await writes.next() != nil)
    }

    @Test("given a watched folder, when it is removed, then the watch ends instead of waiting forever")
    func aRemovedFolderEndsTheWatch() async throws {
        let watched = folder.path("watched")
        try FileManager.default.createDirectory(atPath: watched, withIntermediateDirectories: true)
        var writes = DatabaseWrites.stream(path: watched + "/library.sqlite").makeAsyncIterator()

        try FileManager.default.removeItem(atPath: watched)

        while await writes.next() != nil {}  // the removal itself may be reported first
    }

    @Test("given a watch being read, when its reader goes away, then its inotify descriptor is closed")
    func aWatchWhoseReaderWentAwayClosesItsDescriptor() async throws {
        // Known by what it watches, not by its number: an earlier test's watch may close on its own queue
        // while this one opens, and the kernel hands the freed number straight to the new descriptor.
        let watched = try Self.inode(of: folder.path)
        let reading = Task {
            for await _ in DatabaseWrites.stream(path: path) {}
        }
        let deadline = ContinuousClock.now + .seconds(30)
        var opened = Set<String>()
        while opened.isEmpty, ContinuousClock.now < deadline {
            opened = Self.inotifyDescriptors(watching: watched)
            await Task.yield()
        }
        #expect(opened.count == 1, "the watch opened one descriptor: \(opened)")

        reading.cancel()
        while !Self.inotifyDescriptors(watching: watched).isEmpty, ContinuousClock.now < deadline { await Task.yield() }

        #expect(Self.inotifyDescriptors(watching: watched).isEmpty)
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

    /// The descriptors of this process's inotify instances that watch the inode `inode`, from `/proc`: each
    /// instance's `fdinfo` lists its watches as `inotify wd:… ino:<hex> …`.
    private static func inotifyDescriptors(watching inode: UInt64) -> Set<String> {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let mark = "ino:" + String(inode, radix: 16) + " "
        return Set(descriptors.filter { descriptor in
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == "anon_inode:inotify",
                  let info = try? String(contentsOfFile: "/proc/self/fdinfo/\(descriptor)", encoding: .utf8)
            else { return false }
            return info.split(separator: "\n").contains { $0.hasPrefix("inotify ") && $0.contains(mark) }
        })
    }

    /// The inode number of the file or folder at `path`.
    private static func inode(of path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.systemFileNumber] as? UInt64)
    }
}
