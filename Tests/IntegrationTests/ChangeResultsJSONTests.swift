import Foundation
import Testing

/// `--json` of the commands that change the user's files (`sync`, `cache clear`, `favorites add` and
/// `remove`): what each says it did, read back from the files themselves.
@Suite("--json of the commands that change files", .timeLimit(.minutes(2 * TestTime.scale)))
struct ChangeResultsJSONTests {
    /// `run`'s standard output as a JSON object.
    private static func object(_ run: PhotoListBinary.Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)\(run.standardError)")
    }

    @Test("given a fresh home, when sync --json fetches two pages and cache clear --json empties the cache, then each counts what SQLite itself reads in the file before, and nothing after")
    func syncAndClearReportTheFile() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]

        let synced = try Self.object(try PhotoListBinary.run(["sync", "--pages", "2", "--per-page", "7", "--json"], environment: environment))
        let photosInFile = try DatabaseContent(path: home.cachePath).rows["photo"]?.count ?? 0
        let cleared = try PhotoListBinary.run(["cache", "clear", "--json"], environment: environment)
        let clearedObject = try Self.object(cleared)

        #expect(synced["pagesRequested"] as? Int == 2 && synced["pagesSynced"] as? Int == 2 && synced["end"] as? String == "continues", "\(synced)")
        #expect(synced["source"] as? String == "demo" && synced["cache"] as? String == home.cachePath, "\(synced)")
        // The seeded home's first page (5 photos) is the first 5 of these 14: the file holds 14 photos.
        #expect(synced["photos"] as? Int == 14 && photosInFile == 14, "\(synced), \(photosInFile) in the file")
        #expect(cleared.status == 0 && clearedObject["path"] as? String == home.cachePath, "\(cleared.standardError)")
        #expect((clearedObject["bytesFreed"] as? Int).map { $0 >= 0 } == true && clearedObject["picturesFolderLeftAlone"] as? Bool == false, "\(clearedObject)")
        #expect((clearedObject["pictures"] as? [String: Any])?["files"] is Int)
        #expect(try DatabaseContent(path: home.cachePath).rows["photo"]?.isEmpty != false)
    }

    @Test("given a home with no cache file, when cache clear --json runs, then bytesFreed is null, not 0")
    func clearingNothingSaysNull() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }

        let cleared = try PhotoListBinary.run(["cache", "clear", "--json"], environment: ["HOME": home.path])

        #expect(cleared.status == 0, "\(cleared.standardError)")
        #expect(try Self.object(cleared)["bytesFreed"] is NSNull)
    }

    @Test("given a favourite, when it is added again, removed, then removed again with --json, then each result says what changed in the library, and the second removal fails with exit 5 and no JSON")
    func favouriteChangesReportTheLibrary() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]
        let id = SeededHome.photoID

        let again = try Self.object(try PhotoListBinary.run(["favorites", "add", id, "--json"], environment: environment))
        let afterAdding = try home.favoriteIDs()
        let removed = try Self.object(try PhotoListBinary.run(["favorites", "remove", id, "--json"], environment: environment))
        let afterRemoving = try home.favoriteIDs()
        let twice = try PhotoListBinary.run(["favorites", "remove", id, "--json"], environment: environment)

        #expect(again["id"] as? String == id && again["added"] as? Bool == false && afterAdding == [id], "\(again)")
        #expect(removed["id"] as? String == id && removed["removed"] as? Bool == true && afterRemoving.isEmpty, "\(removed)")
        #expect(twice.status == 5 && twice.standardOutput.isEmpty && twice.standardError.contains("is not a favourite"), "\(twice.standardError)")
    }
}
