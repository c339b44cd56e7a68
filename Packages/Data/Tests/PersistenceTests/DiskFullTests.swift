import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Testing

/// A file that cannot grow is reported as `full`, not as a vague I/O error or damage.
@Suite("Full disk", .timeLimit(.minutes(1)))
struct DiskFullTests {
    @Test("given SQLite's SQLITE_FULL, when mapped, then the error is full and names the file")
    func sqliteFullIsFull() {
        #expect(PersistenceError(DatabaseError(resultCode: .SQLITE_FULL), path: "/l.sqlite") == .full(path: "/l.sqlite"))
    }

    @Test("given an I/O error on a write, when the file has no room to grow, then it is full; with room, it stays an I/O error")
    func ioErrorWithoutRoomIsFull() {
        let error = DatabaseError(resultCode: .SQLITE_IOERR_WRITE)

        #expect(PersistenceError(error, path: "/l.sqlite", isOutOfRoom: { _ in true }) == .full(path: "/l.sqlite"))
        #expect(PersistenceError(error, path: "/l.sqlite", isOutOfRoom: { _ in false }) == .inaccessible(path: "/l.sqlite", reason: "disk I/O error"))
    }

    @Test("given a task cancelled while it used the library (GRDB's CancellationError, or an interrupted statement), when mapped, then it is a cancellation, not a fault of the file")
    func cancellationIsNoStorageFailure() {
        for error in [CancellationError() as any Error, DatabaseError(resultCode: .SQLITE_INTERRUPT)] {
            let mapped = PersistenceError(error, path: "/l.sqlite")
            #expect(mapped == .cancelled(path: "/l.sqlite"))
            #expect(mapped.libraryDomainError == .cancelled)
            #expect(mapped.cacheDomainError == .cancelled)
        }
    }

    @Test("given a full library, when a favourite is added, then the domain error names the library file and says the disk is full")
    func fullLibraryError() {
        #expect(PersistenceError.full(path: "/l.sqlite").libraryDomainError == .storage(StorageFailure(.library, path: "/l.sqlite", reason: .full)))
    }

    @Test("given a writer whose files may not grow past 256 KiB, when it adds favourites until a write fails, then the error is full and names the library")
    func fileSizeLimitIsFull() throws {
        let folder = try TemporaryFolder("diskfull")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("persistence-stress-writer")
        writer.arguments = [folder.path, "100000", "fill", String(256 * 1024)]
        let errors = Pipe()
        writer.standardError = errors
        writer.standardOutput = FileHandle.nullDevice

        try writer.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        writer.waitUntilExit()

        #expect(writer.terminationStatus == 1)
        #expect(message.contains(#"PersistenceError.full(path: "\#(folder.path("library.sqlite"))")"#), "\(message)")
    }

    @Test("given a cache another connection has open, when its files are to be deleted for want of room, then they are kept; once that connection closes, they are deleted with their -wal and -shm")
    func fullCacheIsDeletedOnlyWhenUnused() throws {
        let folder = try TemporaryFolder("fullcache")
        let path = folder.path("cache.sqlite")
        try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        let other = try DatabaseQueue(path: path)
        _ = try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }

        let whileOpen = CacheFiles.deleteIfUnused(path)
        let keptWhileOpen = FileManager.default.fileExists(atPath: path)
        try other.close()
        let afterwards = CacheFiles.deleteIfUnused(path)

        #expect(whileOpen == .inUse && keptWhileOpen)
        #expect(afterwards == .deleted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("cache.sqlite") }.isEmpty)
    }

    @Test("given a cache name that is a link to another file, when its files are to be deleted for want of room, then nothing is deleted, the link's target least of all")
    func linkedCacheIsNeverDeleted() throws {
        let folder = try TemporaryFolder("fullcachelink")
        let target = folder.path("elsewhere.sqlite")
        try PhotoCache(path: target).store(.fixture(page: 1), source: "demo", listKey: "photos")
        try FileManager.default.createSymbolicLink(atPath: folder.path("cache.sqlite"), withDestinationPath: target)

        #expect(CacheFiles.deleteIfUnused(folder.path("cache.sqlite")) == .notOwnFile)
        #expect(FileManager.default.fileExists(atPath: target))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path("cache.sqlite"))) == target)
    }
}
