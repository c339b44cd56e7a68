import Foundation
import GRDB
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--json` of the commands that change the user's files (`sync`, `cache clear`, `favorites add` and
/// `remove`): what each says it did, read back from the files themselves.
@Suite("--json of the commands that change files", .timeLimit(.minutes(2 * TestTime.scale)))
struct ChangeResultsJSONTests {
    /// `run`'s standard output as a JSON object.
    private static func object(_ run: PhotoListBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)\(run.standardError)")
    }

    /// The rows of `table` in the database at `path`, read by SQLite with its write-ahead log (which a
    /// file read as immutable would miss); `nil` when there is no such table.
    private static func rowCount(_ table: String, in path: String) throws -> Int? {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            try db.tableExists(table) ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") : nil
        }
    }

    /// The disk space the cache's files take (the database and its companions), each its size or its
    /// blocks, whichever is more, as `stat` reads them.
    private static func diskSpace(ofCache path: String) -> Int {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0 == name || $0.hasPrefix(name + "-") }.reduce(0) { total, file in
            var status = stat()
            guard stat(folder + "/" + file, &status) == 0 else { return total }
            return total + max(Int(status.st_size), Int(status.st_blocks) * 512)
        }
    }

    @Test("given a fresh home, when sync --json fetches two pages and cache clear --json empties the cache, then each counts what SQLite itself reads in the file before (photos, pages, bytes), and nothing after")
    func syncAndClearReportTheFile() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]

        let synced = try Self.object(try PhotoListBinary.run(["sync", "--pages", "2", "--per-page", "7", "--json"], environment: environment))
        let photosInFile = try Self.rowCount("photo", in: home.cachePath)
        let pagesInFile = try Self.rowCount("listingPage", in: home.cachePath)
        let spaceBefore = Self.diskSpace(ofCache: home.cachePath)
        let cleared = try PhotoListBinary.run(["cache", "clear", "--json"], environment: environment)
        let clearedObject = try Self.object(cleared)
        let spaceAfter = Self.diskSpace(ofCache: home.cachePath)

        #expect(synced["pagesRequested"] as? Int == 2 && synced["pagesSynced"] as? Int == 2 && synced["end"] as? String == "continues", "\(synced)")
        #expect(synced["source"] as? String == "demo" && synced["path"] as? String == home.cachePath, "\(synced)")
        // The seeded home's first page (5 photos) is the first 5 of these 14: the file holds 14 photos.
        #expect(synced["photos"] as? Int == 14 && photosInFile == 14, "\(synced), \(String(describing: photosInFile)) in the file")
        #expect(cleared.status == 0 && clearedObject["path"] as? String == home.cachePath, "\(cleared.standardError)")
        #expect(clearedObject["bytesFreed"] as? Int == spaceBefore - spaceAfter && spaceBefore > spaceAfter, "\(clearedObject), \(spaceBefore) → \(spaceAfter) bytes")
        #expect(clearedObject["photos"] as? Int == photosInFile && clearedObject["pages"] as? Int == pagesInFile && pagesInFile ?? 0 > 0, "\(clearedObject)")
        #expect(clearedObject["picturesFolderLeftAlone"] as? Bool == false && (clearedObject["pictures"] as? [String: Any])?["files"] is Int, "\(clearedObject)")
        #expect(try Self.rowCount("photo", in: home.cachePath) == 0 && Self.rowCount("listingPage", in: home.cachePath) == 0, "the tables are there, and empty")
    }

    @Test("given a home with no cache file, when cache clear --json runs, then bytesFreed is null, not 0")
    func clearingNothingSaysNull() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)  // photolist makes no home
        defer { try? FileManager.default.removeItem(at: home) }

        let cleared = try PhotoListBinary.run(["cache", "clear", "--json"], environment: ["HOME": home.path])

        #expect(cleared.status == 0, "\(cleared.standardError)")
        #expect(try Self.object(cleared)["bytesFreed"] is NSNull)
    }

    @Test("given a favourite, when another photo is added, the favourite added again, removed, then removed again with --json, then each result says what changed in the library, and the second removal fails with exit 5 and no JSON")
    func favouriteChangesReportTheLibrary() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]
        let id = SeededHome.photoID

        let other = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "2"], environment: environment).photoIDs.first { $0 != id })
        let added = try Self.object(try PhotoListBinary.run(["favorites", "add", other, "--json"], environment: environment))
        let afterAddingOther = Set(try home.favoriteIDs())
        #expect(added["id"] as? String == other && added["added"] as? Bool == true && afterAddingOther == [id, other], "\(added)")
        let again = try Self.object(try PhotoListBinary.run(["favorites", "add", id, "--json"], environment: environment))
        let afterAdding = try home.favoriteIDs()
        let removed = try Self.object(try PhotoListBinary.run(["favorites", "remove", id, "--json"], environment: environment))
        let afterRemoving = try home.favoriteIDs()
        let twice = try PhotoListBinary.run(["favorites", "remove", id, "--json"], environment: environment)

        #expect(again["id"] as? String == id && again["added"] as? Bool == false && Set(afterAdding) == [id, other], "\(again)")
        #expect(removed["id"] as? String == id && removed["removed"] as? Bool == true && afterRemoving == [other], "\(removed)")
        #expect(twice.status == 5 && twice.standardOutput.isEmpty && twice.standardError.contains("is not a favourite"), "\(twice.standardError)")
    }
}
