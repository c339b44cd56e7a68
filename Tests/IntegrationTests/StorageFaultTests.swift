import Foundation
import GRDB
import Testing

/// End to end: the cache and the library in the states a user's disk can leave them in (locked by
/// another process, written by something else or by a newer photolist, holding a row that cannot be
/// read). Nothing hangs, every failure is one line, the disposable cache always recovers, and the
/// library is never changed by a command that refuses it.
@Suite("photolist with locked, foreign and damaged stores", .timeLimit(.minutes(2 * TestTime.scale)))
struct StorageFaultTests {
    @Test("given another process holding the library's write lock, when favourites are listed, then they are read without waiting")
    func readersDoNotNeedTheWriteLock() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let holder = try WriteLockHolder(path: home.libraryPath)
        defer { holder.release() }

        let run = try PhotoListBinary.run(["favorites", "list", "--json", "--offline"], environment: ["HOME": home.root.path])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.photoIDs == [SeededHome.photoID])
    }

    @Test("given another process holding the library's write lock, when a favourite is added, then it ends with one line saying the library is in use")
    func writersWaitABoundedTime() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let holder = try WriteLockHolder(path: home.libraryPath)
        defer { holder.release() }

        // A photo that is not a favourite yet: adding a known one writes nothing, so it would not wait.
        let id = ["VwnS_lbe34J", "_Q339xSbmqN"].first { $0 != SeededHome.photoID } ?? "_Q339xSbmqN"
        let run = try PhotoListBinary.run(["favorites", "add", id], environment: ["HOME": home.root.path])

        #expect(run.status == 6)
        #expect(run.standardError == "photolist: storage error: another program, such as another photolist, is using the library file \(home.libraryPath); try again when it has finished.\n")
    }

    @Test("given a library of another application, when favourites are listed, then it exits 6 and the file is byte for byte unchanged")
    func foreignLibraryIsRefusedUnchanged() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-foreign-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let library = home.appendingPathComponent(".local/share/photolist/library.sqlite")
        try FileManager.default.createDirectory(at: library.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: library.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')") }
        try queue.close()
        let before = try Data(contentsOf: library)

        let run = try PhotoListBinary.run(["favorites", "list", "--offline"], environment: ["HOME": home.path])

        #expect(run.status == 6)
        #expect(run.standardError.contains("is not a photolist library"), "stderr: \(run.standardError)")
        #expect(try Data(contentsOf: library) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.deletingLastPathComponent().path) == ["library.sqlite"])
    }

    @Test("given a cache of another application, when the cache is cleared, listed offline or its stats asked, then each recovers or says so in one line")
    func foreignCacheAlwaysRecovers() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.removeItem(atPath: home.cachePath)
        let queue = try DatabaseQueue(path: home.cachePath)
        try queue.write { try $0.execute(sql: "CREATE TABLE other (x)") }
        try queue.close()
        let environment = ["HOME": home.root.path]

        let stats = try PhotoListBinary.run(["cache", "stats"], environment: environment)
        #expect(stats.status == 0, "stderr: \(stats.standardError)")
        #expect(stats.standardError.contains("moved it to"))
        let clear = try PhotoListBinary.run(["cache", "clear"], environment: environment)
        #expect(clear.status == 0, "stderr: \(clear.standardError)")
        let again = try PhotoListBinary.run(["cache", "stats"], environment: environment)
        #expect(again.status == 0 && again.standardError.isEmpty, "stderr: \(again.standardError)")
    }

    @Test("given a cache folder that cannot exist (a file is in its place), when a favourite is removed, then the library alone does it")
    func removingAFavouriteNeedsNoCache() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let cacheFolder = URL(fileURLWithPath: home.cachePath).deletingLastPathComponent()
        try FileManager.default.removeItem(at: cacheFolder)
        try Data("not a folder".utf8).write(to: cacheFolder)

        let run = try PhotoListBinary.run(["favorites", "remove", SeededHome.photoID], environment: ["HOME": home.root.path])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(try home.favoriteIDs().isEmpty)
    }

    @Test("given XDG_CACHE_HOME naming a file, when the cache's stats are asked and it is cleared, then both find no cache there and exit 0, as the favourites find none, and the file is left as it was")
    func aFileWhereTheCacheFolderShouldBeHoldsNoCache() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-xdg-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("file")
        try Data("a file".utf8).write(to: file)
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": file.path]

        let stats = try PhotoListBinary.run(["cache", "stats", "--json"], environment: environment)
        let clear = try PhotoListBinary.run(["cache", "clear"], environment: environment)

        #expect(stats.status == 0, "\(stats.standardError)")
        let usage = try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any]
        #expect(usage?["path"] as? String == file.path + "/photolist/cache.sqlite")
        #expect(usage?["photos"] as? Int == 0)
        #expect(clear.status == 0, "\(clear.standardError)")
        #expect(clear.standardOutput.hasPrefix("no cache file at \(file.path)/photolist/cache.sqlite"), "\(clear.standardOutput)")
        #expect(try Data(contentsOf: file) == Data("a file".utf8))
    }

    @Test("given one favourite whose stored copy cannot be read, when favourites are listed, then the others are listed and one warning names it")
    func unreadableFavouriteIsSkipped() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let queue = try DatabaseQueue(path: home.libraryPath)
        try queue.write { db in
            // What the migration to columns keeps of a favourite whose snapshot it could not convert.
            try db.execute(sql: "INSERT INTO favoriteUnreadable (source, id, snapshot, addedAt) VALUES ('demo', 'broken-one', ?, '2026-01-01 00:00:00')",
                           arguments: [Data("{not json".utf8)])
        }
        try queue.close()

        let run = try PhotoListBinary.run(["favorites", "list", "--json", "--offline"], environment: ["HOME": home.root.path])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.photoIDs == [SeededHome.photoID])
        #expect(run.standardError.hasPrefix("photolist: warning: the favourite broken-one cannot be read and is left out"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("given new files, when photolist creates its cache and library, then only the user can read them")
    func filesArePrivate() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)  // photolist makes no home
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try PhotoListBinary.run(["favorites", "add", "VwnS_lbe34J"], environment: ["HOME": home.path]).status == 0)

        for path in [".cache/photolist", ".local/share/photolist"] {
            let folder = home.appendingPathComponent(path)
            #expect(try mode(folder.path) == 0o700, "\(path)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                #expect(try mode(folder.appendingPathComponent(file).path) == 0o600, "\(path)/\(file)")
            }
        }
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
