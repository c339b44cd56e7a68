import Foundation
import GRDB
import Testing

/// End to end: the real binary with a private HOME, so the cache and the library are real files that the
/// test can damage, share between processes, and inspect.
@Suite("photolist cache, offline, favourites and recent", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
final class OfflineAndLibraryTests {
    private let home: URL
    private var environment: [String: String] { ["HOME": home.path] }
    private var cachePath: String { home.appendingPathComponent(".cache/photolist/cache.sqlite").path }
    private var libraryPath: String { home.appendingPathComponent(".local/share/photolist/library.sqlite").path }

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    private func run(_ arguments: [String]) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(arguments, environment: environment)
    }

    private func ids(_ arguments: [String]) throws -> [String] {
        try #require(try listing(arguments)["photos"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    private func favouriteIDs() throws -> [String] {
        try ids(["favorites", "--json"])
    }

    @Test("given sync --pages 3, when page 3 is listed offline, then it holds the same ids as online, marked with cachedAt")
    func offlineMatchesOnline() throws {
        let sync = try run(["sync", "--pages", "3"])
        #expect(sync.status == 0, "\(sync.standardError)")
        #expect(sync.standardOutput.hasPrefix("synced 3 pages, 90 photos from demo"))

        let online = try ids(["list", "--page", "3", "--json"])
        let offlineRun = try run(["list", "--offline", "--page", "3", "--json"])
        let offline = try #require(try JSONSerialization.jsonObject(with: Data(offlineRun.standardOutput.utf8)) as? [String: Any])

        #expect(online.count == 30)
        #expect((offline["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == online)
        #expect(offline["cachedAt"] is String)
    }

    @Test("given searches run online, when they are repeated offline, then each page comes back with its totals, and a search that found nothing finds nothing again")
    func offlineSearchKeepsItsTotals() throws {
        for query in ["forest", "no-photo-is-called-this"] {
            let online = try listing(["search", query, "--page", "2", "--json"])
            let offline = try listing(["search", query, "--page", "2", "--offline", "--json"])

            #expect(online["cachedAt"] is NSNull && offline["cachedAt"] is String)
            for key in ["total", "totalPages", "hasNextPage", "page"] {
                #expect((offline[key] as? Int) == (online[key] as? Int), "\(query): \(key)")
            }
            #expect(offline["total"] is Int, "\(query): the demo reports a search's total")
            let ids = { (listing: [String: Any]) in (listing["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } }
            #expect(ids(offline) == ids(online))
        }
        let table = try run(["search", "no-photo-is-called-this", "--page", "2", "--offline"])
        #expect(table.status == 0, "\(table.standardError)")
        let lines = table.standardOutput.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("0 photos, page 2, no results, offline copy from "), "\(lines)")
    }

    /// The JSON object `arguments` print, after checking they succeeded.
    private func listing(_ arguments: [String]) throws -> [String: Any] {
        let run = try run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    @Test("given nothing synced, when a page is listed or searched offline, then it exits 3 with one line naming the page asked for and saying how to fix it")
    func offlineMiss() throws {
        let list = try run(["list", "--offline", "--page", "7", "--order", "oldest", "--per-page", "12"])
        let search = try run(["search", "sea", "--offline", "--page", "2"])

        #expect(list.status == 3 && search.status == 3)
        #expect(list.standardError.split(separator: "\n").count == 1)
        #expect(list.standardError.contains(" has no page 7 of the photo list, oldest first, 12 per page. "), "\(list.standardError)")
        #expect(search.standardError.contains(" has no page 2 of the search for “sea”, 30 per page. "), "\(search.standardError)")
        #expect(list.standardError.contains("photolist sync"))
    }

    @Test("given a filtered search synced, when it is searched offline with the same filters, then its page comes back; with another filter, the line names the filter it lacks; a filter without --query is refused")
    func aFilteredSearchIsSyncedWithItsFilters() throws {
        let synced = try run(["sync", "--query", "forest", "--color", "blue", "--pages", "1", "--per-page", "5"])
        let same = try ids(["search", "forest", "--color", "blue", "--per-page", "5", "--offline", "--json"])
        let online = try ids(["search", "forest", "--color", "blue", "--per-page", "5", "--json"])
        let other = try run(["search", "forest", "--color", "green", "--per-page", "5", "--offline"])
        let unfiltered = try run(["sync", "--color", "blue", "--pages", "1"])

        #expect(synced.status == 0, "\(synced.standardError)")
        #expect(!same.isEmpty && same == online)
        #expect(other.status == 3 && other.standardError.contains(" has no page 1 of the search for “forest” (--color green), 5 per page. "), "\(other.standardError)")
        #expect(unfiltered.status == 2 && unfiltered.standardError.hasPrefix("photolist: --color blue filters a search; give the search's words with --query"), "\(unfiltered.standardError)")
    }

    @Test("given a favourite, when the cache is cleared and then overwritten with garbage, then the favourite survives both")
    func favouritesSurviveCacheLoss() throws {
        let id = try #require(try ids(["list", "--json", "--per-page", "1"]).first)
        #expect(try run(["favorites", "add", id]).status == 0)

        #expect(try run(["cache", "clear"]).status == 0)
        #expect(try favouriteIDs() == [id])

        try Data(repeating: 0x42, count: 4_096).write(to: URL(fileURLWithPath: cachePath))
        let afterDamage = try run(["list", "--per-page", "2"])
        #expect(afterDamage.status == 0)
        #expect(afterDamage.standardError.contains("could not be used (the file is damaged); moved it to"))
        #expect(try favouriteIDs() == [id])
    }

    @Test("given a favourite and a cleared cache, when the favourite is shown offline, then its kept copy is shown and said to be the favourite's, while another photo is still not in the copy")
    func favouriteShowsOfflineAfterCacheClear() throws {
        let listed = try #require(try listing(["list", "--json", "--per-page", "2"])["photos"] as? [[String: Any]])
        let (id, other) = (try #require(listed.first?["id"] as? String), try #require(listed.last?["id"] as? String))
        #expect(try run(["favorites", "add", id]).status == 0)
        #expect(try run(["cache", "clear"]).status == 0)
        let kept = try #require(try listing(["favorites", "--json"])["photos"] as? [[String: Any]]).first

        let json = try run(["show", id, "--offline", "--json"])
        let text = try run(["show", id, "--offline"])
        let missing = try run(["show", other, "--offline"])

        #expect(json.status == 0, "\(json.standardError)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(shown["id"] as? String == id)
        #expect(shown["offlineCopy"] as? Bool == true && shown["keptCopy"] as? String == "favorite")
        #expect(shown["exif"] is NSNull && shown["tags"] is NSNull)
        for key in ["description", "width", "height", "likes"] {
            #expect(shown[key].map(String.init(describing:)) == kept?[key].map(String.init(describing:)), "\(key)")
        }
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.replacingOccurrences(of: "\n", with: " ").contains("Shown from the copy kept with your favourites. Camera, place and tags come only from the source."), "\(text.standardOutput)")
        #expect(missing.status == 3)
        #expect(missing.standardError.hasPrefix("photolist: the offline copy, which keeps only what has been fetched online, has no photo '\(other)'. "), "\(missing.standardError)")
    }

    @Test("given no library yet, when a photo the offline copy lacks is shown, then the favourites are looked in without making a library file")
    func showMakesNoLibrary() throws {
        let run = try run(["show", "no-such-id", "--offline"])

        #expect(run.status == 3, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: libraryPath))
        #expect(!FileManager.default.fileExists(atPath: (libraryPath as NSString).deletingLastPathComponent))
    }

    /// Adds a favourite, then cuts the library file in half; returns the damaged file's bytes.
    private func damagedLibraryWithAFavourite() throws -> Data {
        #expect(try run(["favorites", "add", try #require(try ids(["list", "--json", "--per-page", "1"]).first)]).status == 0)
        let whole = try Data(contentsOf: URL(fileURLWithPath: libraryPath))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: libraryPath))
        return try Data(contentsOf: URL(fileURLWithPath: libraryPath))
    }

    @Test("given a damaged library, when a photo the offline copy lacks is shown offline, then it still exits 3 for the photo, with one warning naming the library it could not look in, and the file is unchanged")
    func showWarnsOfAnUnreadableLibrary() throws {
        let damaged = try damagedLibraryWithAFavourite()

        let run = try run(["show", "no-such-id", "--offline"])

        let lines = run.standardError.split(separator: "\n")
        #expect(run.status == 3)
        #expect(lines.count == 2, "\(run.standardError)")
        #expect(lines.first?.hasPrefix("photolist: warning: no favourite's kept copy could be looked for: ") == true && lines.first?.contains(libraryPath) == true, "\(run.standardError)")
        #expect(lines.last?.hasPrefix("photolist: the offline copy, which keeps only what has been fetched online, has no photo 'no-such-id'. ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: libraryPath)) == damaged)
    }

    @Test("given a damaged library, when favourites are listed, then it exits 6 naming the file, and the file is unchanged")
    func damagedLibraryIsReported() throws {
        let damaged = try damagedLibraryWithAFavourite()

        let run = try run(["favorites"])

        #expect(run.status == 6)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.contains(libraryPath) && run.standardError.contains("untouched"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: libraryPath)) == damaged)
    }

    @Test("given a sync killed with SIGKILL mid-way, when favourites are read, then every earlier favourite is there and the cache still works")
    func favouritesSurviveKill() throws {
        let listed = try ids(["list", "--json", "--per-page", "5"])
        for id in listed { #expect(try run(["favorites", "add", id]).status == 0) }
        let sync = try PhotoListBinary.launch(["sync", "--pages", "100"], environment: environment)
        // Killed once the sync has written a few pages (its write-ahead log has grown), with more to come.
        sync.waitForOutputFile {
            ((try? FileManager.default.attributesOfItem(atPath: cachePath + "-wal"))?[.size] as? Int ?? 0) > 200_000
        }
        #expect(sync.process.isRunning)
        kill(sync.process.processIdentifier, SIGKILL)
        sync.process.waitUntilExit()

        #expect(Set(try favouriteIDs()) == Set(listed))
        #expect(try run(["list", "--per-page", "3"]).status == 0)
        #expect(try run(["cache", "stats"]).status == 0)
    }

    @Test("given a sync writing pages, when it gets SIGINT, SIGTERM or SIGHUP, then it says how many pages it synced, ends by that signal, and exactly those pages read offline from an intact cache",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func stoppedSyncKeepsWhatItSynced(signal: Int32) throws {
        let sync = try PhotoListBinary.launch(["sync", "--pages", "200"], environment: environment)
        // Stopped once a few pages are written (the write-ahead log has grown), with most still to come.
        sync.waitForOutputFile {
            ((try? FileManager.default.attributesOfItem(atPath: cachePath + "-wal"))?[.size] as? Int ?? 0) > 200_000
        }
        #expect(sync.process.isRunning)
        kill(sync.process.processIdentifier, signal)
        #expect(sync.waitForExit())

        #expect(sync.process.terminationReason == .uncaughtSignal && sync.process.terminationStatus == signal)
        let message = sync.standardError.trimmingCharacters(in: .newlines)
        #expect(!message.contains("\n"), "\(message)")
        let said = try #require(message.wholeMatch(of: /photolist: sync stopped by (SIG[A-Z]+); (\d+) of 200 pages (?:was|were) synced/), "\(message)")
        #expect(String(said.1) == [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal])
        let synced = try #require(Int(said.2))
        #expect((1..<200).contains(synced))

        #expect(try integrity(cachePath) == "ok")
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(try run(["cache", "stats", "--json"]).standardOutput.utf8)) as? [String: Any])
        #expect(stats["pages"] as? Int == synced)
        #expect(try run(["list", "--offline", "--page", String(synced), "--per-page", "30"]).status == 0)
        #expect(try run(["list", "--offline", "--page", String(synced + 1), "--per-page", "30"]).status == 3)
    }

    @Test("given a sync started with SIGHUP and SIGINT ignored, as nohup and a shell's background job start it, when both arrive mid-way, then it goes on and syncs every page")
    func syncKeepsSignalsIgnoredAtStart() throws {
        let sync = try PhotoListBinary.launch(
            ["-c", "trap '' HUP INT; exec \"$0\" sync --pages 60", PhotoListBinary.url.path], environment: environment, executable: "/bin/sh"
        )
        sync.waitForOutputFile {
            ((try? FileManager.default.attributesOfItem(atPath: cachePath + "-wal"))?[.size] as? Int ?? 0) > 200_000
        }
        #expect(sync.process.isRunning)
        kill(sync.process.processIdentifier, SIGHUP)
        kill(sync.process.processIdentifier, SIGINT)
        // The rest of the sync is the wait: 60 pages take a debug build about 4 s alone, and several times that
        // beside the rest of the suite, so the limit is for a sync that never ends, not for a slow one.
        #expect(sync.waitForExit(seconds: 120 * Double(TestTime.scale)))

        #expect(sync.process.terminationReason == .exit && sync.process.terminationStatus == 0, "\(sync.standardError)")
        #expect(sync.standardOutput.hasPrefix("synced 60 pages"), "\(sync.standardOutput)")
    }

    /// `PRAGMA integrity_check` by SQLite itself, after its own recovery of what a stopped writer left.
    private func integrity(_ path: String) throws -> String {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }

    @Test("given two syncs of the same files at once, when both finish, then both succeeded")
    func twoProcessesAtOnce() throws {
        let first = try PhotoListBinary.launch(["sync", "--pages", "5"], environment: environment)
        let second = try PhotoListBinary.launch(["sync", "--pages", "5", "--order", "oldest"], environment: environment)
        first.process.waitUntilExit()
        second.process.waitUntilExit()

        #expect(first.process.terminationStatus == 0, "\(first.standardError)")
        #expect(second.process.terminationStatus == 0, "\(second.standardError)")
        let stats = try run(["cache", "stats", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["path", "photos", "pages", "bytes", "pictures", "listings"])
        #expect(object["pages"] as? Int == 10)
    }

    @Test("given a synced cache, when cache stats prints text, then each fact has a line, and the pictures folder one of its own under their count, as --json has them")
    func cacheStatsText() throws {
        #expect(try run(["sync", "--pages", "1"]).status == 0)

        let text = try run(["cache", "stats"])
        let object = try listing(["cache", "stats", "--json"])

        #expect(text.status == 0, "\(text.standardError)")
        let pictures = try #require(object["pictures"] as? [String: Any])
        let (files, folder) = (try #require(pictures["files"] as? Int), try #require(pictures["path"] as? String))
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(lines)")
        #expect(lines.first == "path      \(cachePath)" && object["path"] as? String == cachePath)
        #expect(lines.dropFirst().first == "photos    \(object["photos"] as? Int ?? -1)")
        #expect(lines.dropFirst(4).first?.hasPrefix("pictures  \(files) file\(files == 1 ? "" : "s"), ") == true, "\(lines)")
        #expect(lines.dropFirst(5).first == "          " + folder)
        #expect(lines.last?.hasPrefix("listings  the photo list, latest first, 30 per page: page 1 (--source demo, fetched ") == true, "\(lines)")
    }

    @Test("given pages listed, searched and synced, when cache stats lists what the copy keeps, then each listing comes once, and every page it names reads back offline with the options it gives")
    func everyListingCacheStatsNamesReadsBackOffline() throws {
        #expect(try run(["sync", "--pages", "2", "--order", "oldest", "--per-page", "12"]).status == 0)
        #expect(try run(["search", "forest", "--color", "green", "--page", "2"]).status == 0)
        #expect(try run(["list", "--page", "3"]).status == 0)

        let listings = try #require(try listing(["cache", "stats", "--json"])["listings"] as? [[String: Any]])
        let text = try run(["cache", "stats"]).standardOutput

        #expect(listings.count == 3, "\(listings)")
        for listing in listings {
            let (kind, pages) = (listing["kind"] as? String, listing["pages"] as? [Int] ?? [])
            var options = ["--per-page", String(listing["perPage"] as? Int ?? 0)]
            switch kind {
            case "photos": options = ["list", "--order", listing["order"] as? String ?? ""] + options
            case "search":
                options = ["search", listing["query"] as? String ?? ""] + options
                if let color = listing["color"] as? String { options += ["--color", color] }
            default: Issue.record("a listing of no kind this photolist writes: \(listing)")
            }
            #expect(listing["source"] as? String == "demo" && listing["sourceOptions"] as? String == "--source demo")
            #expect(!pages.isEmpty)
            for page in pages {
                let offline = try run(options + ["--page", String(page), "--offline", "--source", "demo", "--json"])
                #expect(offline.status == 0, "\(options) page \(page): \(offline.standardError)")
            }
        }
        #expect(text.contains("listings  the photo list, latest first, 30 per page: page 3 (--source demo, fetched "), "\(text)")
        #expect(text.contains("          the photo list, oldest first, 12 per page: pages 1–2 (--source demo, fetched "), "\(text)")
        #expect(text.contains("          the search for “forest” (--color green), 30 per page: page 2 (--source demo, fetched "), "\(text)")
    }

    @Test("given searches, when recent runs, then distinct queries come newest first, and --clear forgets them")
    func recentSearches() throws {
        for query in ["lake", "forest", "LAKE "] {
            #expect(try run(["search", query, "--per-page", "1"]).status == 0)
        }

        let recent = try run(["recent", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(recent.standardOutput.utf8)) as? [String: [String]])
        #expect(object == ["queries": ["LAKE", "forest"]])
        #expect(try run(["recent", "--clear"]).status == 0)
        let empty = try run(["recent"])
        #expect(empty.status == 0)
        #expect(empty.standardOutput.isEmpty, "no queries, no lines, for a script")
        #expect(empty.standardError == "no recent searches yet; photolist search <query> (or / in the browser) adds one\n")
    }

    @Test("given recent --clear --json, when run, then it is refused as usage: --clear prints no JSON")
    func clearingPrintsNoJSON() throws {
        let run = try run(["recent", "--clear", "--json"])

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: --json prints the queries; --clear forgets them and prints no JSON; see 'photolist recent --help'\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a zero-width space after a query searched before, when searched again, then recent lists it once")
    func invisibleCharactersMakeNoSecondQuery() throws {
        for query in ["forest", "forest\u{200B}", "\u{FEFF}forest"] {
            #expect(try run(["search", query, "--per-page", "1"]).status == 0)
        }

        #expect(try run(["recent"]).standardOutput == "forest\n")
    }

    @Test("given one page synced, when it is listed offline, then its footer does not promise the next page offline")
    func offlineFooterSaysTheNextPageMayNeedTheNetwork() throws {
        #expect(try run(["sync", "--pages", "1"]).status == 0)

        let online = try run(["list"])
        let offline = try run(["list", "--offline"])

        #expect(online.standardOutput.split(separator: "\n").last?.hasPrefix("30 photos, page 1, more pages available (--page 2), ") == true)
        let footer = try #require(offline.standardOutput.split(separator: "\n").last)
        #expect(footer.hasPrefix("30 photos, page 1, more pages available (--page 2, if synced or online), "), "\(footer)")
        #expect(footer.contains(", offline copy from "), "\(footer)")
    }

    @Test("given the demo's page synced, when a photo is shown offline, then its links are said to be of a server that has gone")
    func offlineDemoLinksAreSaidToHaveEnded() throws {
        #expect(try run(["sync", "--pages", "1"]).status == 0)
        let id = try #require(try ids(["list", "--offline", "--json"]).first)

        let online = try run(["show", id])
        let offline = try run(["show", id, "--offline"])

        #expect(online.standardOutput.replacingOccurrences(of: "\n", with: " ").hasSuffix("These links were the built-in demo server's, which stopped as this command ended; for lasting ones, run photolist serve and pass its URL with --base-url. "))
        #expect(offline.status == 0, "\(offline.standardError)")
        #expect(offline.standardOutput.replacingOccurrences(of: "\n", with: " ").hasSuffix("These links were the demo server's of the run that stored them and no longer work; for lasting ones, run photolist serve and pass its URL with --base-url. "))
    }

    @Test("given a sync of a search, when it ends on the last page, then the summary says the results ended, or that there were none")
    func syncOfASearchSaysHowItEnded() throws {
        let none = try run(["sync", "--pages", "1", "--query", "no-photo-is-called-this"])
        let some = try run(["sync", "--pages", "50", "--per-page", "30", "--query", "forest"])

        #expect(none.status == 0, "\(none.standardError)")
        #expect(none.standardOutput.hasPrefix("synced 1 page, 0 photos from demo (no results) into "))
        #expect(some.status == 0, "\(some.standardError)")
        #expect(some.standardOutput.contains("(the end of the results)"), "\(some.standardOutput)")
        #expect(!some.standardOutput.contains("listing"))
    }

    @Test("given an id the offline copy lacks, when show or favorites add runs offline, then the line names the id and says how to fetch it",
          arguments: [["show", "no-such-id"], ["favorites", "add", "no-such-id"]])
    func offlineMissNamesTheID(command: [String]) throws {
        let run = try run(command + ["--offline"])

        #expect(run.status == 3)
        #expect(run.standardError.hasPrefix("photolist: the offline copy, which keeps only what has been fetched online, has no photo 'no-such-id'. "), "\(run.standardError)")
        #expect(run.standardError.contains("photolist sync"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("given a data folder that cannot be created, when the favourites and the recent searches are listed, then both are empty and succeed; clearing the searches says why it cannot")
    func unusableDataFolderReadsAsEmpty() throws {
        // A file where the folder would go stops root as well as anyone else.
        try Data("not a folder".utf8).write(to: home.appendingPathComponent(".local"))

        let favorites = try run(["favorites", "--json"])
        let recent = try run(["recent", "--json"])
        let cleared = try run(["recent", "--clear"])

        #expect(favorites.status == 0, "\(favorites.standardError)")
        #expect(recent.status == 0, "\(recent.standardError)")
        #expect(try JSONSerialization.jsonObject(with: Data(recent.standardOutput.utf8)) as? [String: [String]] == ["queries": []])
        #expect(cleared.status == 6)
        #expect(cleared.standardError.hasPrefix("photolist: storage error: cannot use the library file"))
        #expect(cleared.standardError.split(separator: "\n").count == 1)
    }

    @Test(
        "given a synced cache the user made read-only, when a page is listed offline, then it comes from that file, nothing is moved aside, and cache stats counts it",
        .enabled(if: geteuid() != 0, "root writes any file; Scripts/test runs this as an ordinary user")
    )
    func aReadOnlyCacheIsReadOffline() throws {
        let online = try ids(["list", "--page", "2", "--json"])
        #expect(try run(["sync", "--pages", "2"]).status == 0)
        chmod(cachePath, 0o400)
        defer { chmod(cachePath, 0o600) }

        let offline = try run(["list", "--offline", "--page", "2", "--json"])
        let stats = try listing(["cache", "stats", "--json"])

        #expect(offline.status == 0 && offline.standardError.isEmpty, "\(offline.standardError)")
        let photos = try JSONSerialization.jsonObject(with: Data(offline.standardOutput.utf8)) as? [String: Any]
        #expect((photos?["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == online)
        #expect(stats["pages"] as? Int == 2, "\(stats)")
        // Made writable again, it is the usual cache for a command that writes it: reading left nothing that
        // would have it moved aside.
        chmod(cachePath, 0o600)
        #expect(try run(["list", "--page", "3"]).status == 0)
        let folder = try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: cachePath).deletingLastPathComponent().path)
        #expect(!folder.contains { $0.contains(".unusable-") }, "\(folder)")
    }

    @Test("given a cache folder that cannot be created, when list runs online, then it warns once and still lists")
    func unusableCacheIsNotFatal() throws {
        try Data("not a folder".utf8).write(to: home.appendingPathComponent(".cache"))

        let run = try run(["list", "--per-page", "2"])

        #expect(run.status == 0)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.hasPrefix("photolist: warning: cannot use the cache file"))
    }

    @Test("given a cache folder that cannot be created, when a command that needs the cache runs (list --offline, sync), then it fails with exit 6 in one line worded as every storage failure is, sync's after saying it synced none of its pages")
    func aNeededCacheFailsAsAStorageError() throws {
        try Data("not a folder".utf8).write(to: home.appendingPathComponent(".cache"))

        for (arguments, start) in [(["list", "--offline"], "photolist: storage error: "), (["sync", "--pages", "1"], "photolist: synced 0 of 1 page, then: storage error: ")] {
            let run = try run(arguments)

            #expect(run.status == 6, "\(arguments): \(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(arguments): \(run.standardError)")
            #expect(run.standardError.hasPrefix(start), "\(arguments): \(run.standardError)")
        }
    }
}
