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

/// The user's files are private: databases and their `-wal` and `-shm` `0600`, their folders `0700`.
@Suite("File permissions", .timeLimit(.minutes(1)))
struct FilePermissionsTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("permissions")
    }

    @Test("given no files, when the library and the cache are created and written, then each file and its -wal and -shm are 0600 and the folders 0700")
    func newFilesArePrivate() async throws {
        let library = try PhotoLibrary(path: folder.path("data/library.sqlite"))
        _ = try await library.addFavorite(.fixture(id: "a"), source: "demo")
        let cache = try PhotoCache(path: folder.path("cache/cache.sqlite"))
        try cache.store(.fixture(page: 1), source: "demo", listKey: "photos")

        for file in ["data/library.sqlite", "cache/cache.sqlite"] {
            for suffix in ["", "-wal", "-shm"] {
                #expect(TemporaryFolder.mode(folder.path(file + suffix)) == 0o600, "\(file)\(suffix)")
            }
        }
        #expect(TemporaryFolder.mode(folder.path("data")) == 0o700)
        #expect(TemporaryFolder.mode(folder.path("cache")) == 0o700)
    }

    @Test("given a folder 0755 and files 0644 an older photolist left, when opened, then the folder becomes 0700 and the files 0600", arguments: [
        "library.sqlite", "cache.sqlite",
    ])
    func existingFilesAreTightened(name: String) async throws {
        let path = folder.path(name)
        if name == "library.sqlite" {
            _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        } else {
            try PhotoCache(path: path).store(.fixture(page: 1), source: "demo", listKey: "photos")
        }
        chmod(path, 0o644)
        chmod(folder.path, 0o755)

        if name == "library.sqlite" {
            _ = try PhotoLibrary(path: path)
        } else {
            _ = try PhotoCache.openRecovering(path: path)
        }

        #expect(TemporaryFolder.mode(folder.path) == 0o700)
        #expect(TemporaryFolder.mode(path) == 0o600)
    }

    @Test("given a folder and a file the user made read-only for everyone (0555, 0444), when narrowed, then only the others' permissions go and no write permission is given (0500, 0400)")
    func narrowingNeverGrants() throws {
        let readOnlyFolder = folder.path("read-only")
        let readOnlyFile = folder.path("read-only.sqlite")
        try FileManager.default.createDirectory(atPath: readOnlyFolder, withIntermediateDirectories: false)
        try #require(FileManager.default.createFile(atPath: readOnlyFile, contents: Data()))
        chmod(readOnlyFolder, 0o555)
        chmod(readOnlyFile, 0o444)
        defer { chmod(readOnlyFolder, 0o700) }

        FilePermissions.tighten(readOnlyFolder, to: FilePermissions.folder)
        FilePermissions.tighten(readOnlyFile, to: FilePermissions.file)

        #expect(TemporaryFolder.mode(readOnlyFolder) == 0o500)
        #expect(TemporaryFolder.mode(readOnlyFile) == 0o400)
    }

    @Test("given a library or cache name that is a link to another program's file (0644), when opened, then that file keeps its mode and its bytes", arguments: [
        "library.sqlite", "cache.sqlite",
    ])
    func linkedFilesAreNotTouched(name: String) throws {
        let other = folder.path("elsewhere/other.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        try Data("another program's settings\n".utf8).write(to: URL(fileURLWithPath: other))
        chmod(other, 0o644)
        try FileManager.default.createDirectory(atPath: folder.path("mine"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("mine/" + name), withDestinationPath: other)

        if name == "library.sqlite" {
            _ = try? PhotoLibrary(path: folder.path("mine/" + name))
        } else {
            _ = try? PhotoCache.openRecovering(path: folder.path("mine/" + name))
        }

        #expect(TemporaryFolder.mode(other) == 0o644)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "another program's settings\n")
    }

    @Test("given a library name that is a link to a file not there yet, when opened, then the file is created where the link points, private (0600), and the link stays a link")
    func linkToNothingGetsAPrivateFile() async throws {
        try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("mine"), withIntermediateDirectories: true)
        let target = folder.path("elsewhere/library.sqlite")
        try FileManager.default.createSymbolicLink(atPath: folder.path("mine/library.sqlite"), withDestinationPath: target)

        _ = try await PhotoLibrary(path: folder.path("mine/library.sqlite")).addFavorite(.fixture(id: "a"), source: "demo")

        #expect(TemporaryFolder.mode(target) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("mine/library.sqlite")) == target)
    }

    @Test("given a -wal and -shm a reader of a read-only library left read-only, when the library is writable again and opened, then they get its mode and a favourite can be added")
    func readOnlyCompanionsFollowTheDatabase() async throws {
        let path = folder.path("data/library.sqlite")
        _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        // What SQLite gives the companions of a 0400 database: its mode.
        for suffix in ["-wal", "-shm"] where !FileManager.default.fileExists(atPath: path + suffix) {
            #expect(FileManager.default.createFile(atPath: path + suffix, contents: Data()))
        }
        for suffix in ["-wal", "-shm"] { chmod(path + suffix, 0o400) }

        let library = try PhotoLibrary(path: path)
        _ = try await library.addFavorite(.fixture(id: "b"), source: "demo")

        #expect(TemporaryFolder.mode(path + "-shm") == 0o600)
        #expect(TemporaryFolder.mode(path + "-wal") == 0o600)
        #expect(try await library.favorites(source: "demo").favorites.count == 2)
    }

    @Test("given a library file someone else owns, when opened, then its mode is left alone and opening succeeds", .enabled(if: geteuid() == 0, "only root can give a file away"))
    func othersFilesAreLeftAlone() async throws {
        let path = folder.path("library.sqlite")
        _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "a"), source: "demo")
        chmod(path, 0o644)
        chown(path, 65_534, 65_534)

        let library = try PhotoLibrary(path: path)

        #expect(TemporaryFolder.mode(path) == 0o644)
        #expect(try await library.favorites(source: "demo").favorites.count == 1)
    }

    @Test("given a name that became a link to another program's file after it was looked at, when its mode is set, then that file keeps its mode")
    func modeIsNeverSetThroughALink() throws {
        let other = folder.path("other-program.conf")
        try Data("setting=1\n".utf8).write(to: URL(fileURLWithPath: other))
        chmod(other, 0o644)
        let name = folder.path("library.sqlite")
        try FileManager.default.createSymbolicLink(atPath: name, withDestinationPath: other)

        FilePermissions.setMode(name, FilePermissions.file)

        #expect(TemporaryFolder.mode(other) == 0o644)
    }
}
