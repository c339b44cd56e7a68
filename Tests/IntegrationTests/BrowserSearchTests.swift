import Foundation
import HTTPTestServer
import Testing

/// Search in the interactive browser as users and quotas expect, against a loopback server that speaks
/// Unsplash's dialect and counts every request.
@Suite("Interactive browser search in tmux", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowserSearchTests {
    @Test("given results on screen and a slow source, when more is typed, then the status bar says the rows are an earlier search's until the new ones arrive")
    func staleResultsSaySo() throws {
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "search:delay=2"])
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("lake")
        let first = try session.waitForStatus("the first results") { $0.contains(" found") }

        try session.type(" dawn")
        let stale = try session.waitForStatus("the earlier results marked") { $0.contains("results of an earlier search") }
        let fresh = try session.waitForStatus("the new results") { $0.contains(" found") }

        #expect(!first.contains("earlier search"))
        #expect(!stale.contains(" found"))
        #expect(!fresh.contains("earlier search"))
        try session.send("Escape", "q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given an offline copy of a search, when a filter asks for results the copy lacks, then the failure shows above the earlier results, which say what they are, and a click still selects the row under it")
    func aFailedSearchShowsAboveEarlierResults() throws {
        let session = try TmuxSession(["--offline"], environment: ["NO_COLOR": "1"]) { home in
            let synced = try PhotoListBinary.run(["sync", "--query", "forest", "--pages", "1"], environment: ["HOME": home.path])
            try #require(synced.status == 0, "\(synced.standardError)")
        }
        try session.waitFor("Not in the offline copy")  // the catalog: only a search was copied
        try session.send("/")
        try session.type("forest")
        try session.waitForStatus("the copied results") { $0.contains(" found") }
        try session.send("Tab")
        try session.send("O")

        // Right under the field and the filters, then what the rows below are, then those rows: waited for
        // whole, since a capture can land mid-frame.
        let lines: (String) -> [String] = { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let screen = try session.waitForScreen("the filter's failure above the earlier results") { screen in
            let lines = lines(screen)
            return lines.count > 5 && lines[3].contains("! Not in the offline copy")
                && lines[4].contains("Below: results of an earlier search") && lines[5].hasPrefix("›")
        }
        #expect(lines(screen)[2].contains("Filters: Landscape"), "\(screen)")
        // A click on the second result (the screen's line 6 from 0; SGR rows count from 1) selects it.
        try session.sendBytes(Array("\u{1B}[<0;10;7M\u{1B}[<0;10;7m".utf8))
        try session.waitForStatus("the second result selected") { $0.contains(" 2/") }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a search that failed as it was typed, when the failure is shown, then it names Enter to try again, not r, which the field types; once Enter has left the field, r again")
    func aFailedSearchInTheFieldNamesEnter() throws {
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "search:status=503"])
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("lake")
        let failed = try session.waitFor("to try again.")
        #expect(failed.contains("Press Enter to try again."))
        #expect(!failed.contains("Press r to try again."))

        // (That Enter after a failure runs the search again is SearchSystem's rule, tested in Presentation.)
        try session.send("r")
        try session.waitFor("Search: laker")
        // Enter leaves the field for the results, where r is the key again.
        try session.send("Enter")
        try session.waitFor("Press r to try again.")
        try session.send("Escape", "q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a search that finds nothing, when Enter commits it and letters follow in the same burst, then the keys stay in the field: the letters extend the query, q is one of them, not quit, and the title bar offers Ctrl-C to quit")
    func anEmptySearchKeepsTheField() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("zzqqxx")
        try session.send("Enter", "l", "a", "q")  // before the search has answered
        try session.waitFor("Search: zzqqxxlaq")

        try session.send("Enter")
        try session.waitFor("No photos match “zzqqxxlaq”")
        try session.type("q")
        let typed = try session.waitFor("Search: zzqqxxlaqq")

        #expect(typed.contains("Search: zzqqxxlaqq"))
        // The title bar offers only what acts in the field: there q and ? are typed.
        let titleBar = typed.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        #expect(titleBar.hasSuffix("Ctrl-C quit") && !titleBar.contains("? help"), "\(titleBar)")
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the search field, when Alt-Backspace, Alt-B and Alt-F come among typed words, then they delete and move by word, and no command runs: the field keeps the keys and nothing is favourited")
    func altWordKeysEditTheField() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("misty harbour")
        try session.waitFor("misty harbour")

        try session.send("M-BSpace")
        try session.type("lake")
        try session.send("M-b")
        try session.type("calm ")
        try session.send("M-f")
        try session.type("!")
        let edited = try session.waitFor("misty calm lake!")

        #expect(edited.contains("Search: misty calm lake!"), "\(edited)")
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
        let favorites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])
        #expect(favorites.status == 0 && favorites.photoIDs.isEmpty, "Alt-F favourited: \(favorites.standardOutput)")
    }

    @Test("given the list, when a terminal's colour answer (OSC 11) arrives, then none of its digits opens a screen, and the next key still moves")
    func terminalAnswerRunsNothing() throws {
        let session = try TmuxSession()
        let before = try session.waitFor("page 1")
        let title = before.components(separatedBy: "\n").first ?? ""

        try session.sendBytes(Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}]52;c;aGVsbG8=\u{07}".utf8))
        try session.send("j")
        let moved = try session.waitFor("· 2/")

        #expect(moved.components(separatedBy: "\n").first == title, "\(moved)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a query typed with pauses, when each pause settles, Enter commits it and r is pressed in the results, then each pause costs one first-page request and no page 2 while the first fills the screen, Enter records exactly that query, and r searches it again")
    func typingPausesEnterAndRefresh() throws {
        let server = try HTTPTestServer(handler: SearchingUnsplash.reply)
        defer { server.stop() }
        // 20 rows of results on 24 lines, a page of 30: the screen is full and far from the page's end.
        let session = try TmuxSession(["--base-url", server.baseURL.absoluteString], rows: 24)
        try session.waitFor("page 1")

        try session.send("/")
        var typed = ""
        for word in ["mountain", " lake", " at", " dawn"] {
            try session.type(word)
            typed += word
            // The pause: the results of what was typed so far are on screen before the next word.
            try session.waitFor("found \(typed) #1")
        }
        try session.send("Enter")
        let recorded = try Self.waitForRecentQueries(home: session.directory) { !$0.isEmpty }
        let searchesBeforeRefresh = SearchingUnsplash.searches(in: server)

        try session.send("r")
        try session.waitForScreen("a second search for the whole query") { _ in
            SearchingUnsplash.searches(in: server).filter { $0 == "mountain lake at dawn#1" }.count == 2
        }
        try session.send("q")
        #expect(try session.waitForExit() == 0)

        #expect(recorded == ["mountain lake at dawn"])
        #expect(searchesBeforeRefresh.allSatisfy { $0.hasSuffix("#1") }, "no page 2 before the user scrolls: \(searchesBeforeRefresh)")
        #expect(Dictionary(grouping: searchesBeforeRefresh, by: { $0 }).values.allSatisfy { $0.count == 1 }, "one request per pause: \(searchesBeforeRefresh)")
        #expect(searchesBeforeRefresh.last == "mountain lake at dawn#1")
        #expect(searchesBeforeRefresh.count <= 4)
        #expect(try Self.recentQueries(home: session.directory) == ["mountain lake at dawn"])
    }

    /// The recent queries `photolist recent --json` prints for `home`, polled until `condition` holds.
    private static func waitForRecentQueries(home: URL, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = ContinuousClock.now + .seconds(20 * TestTime.scale)
        var queries: [String] = []
        // Each run of the binary paces the loop; no fixed delay is involved.
        while ContinuousClock.now < deadline {
            queries = try recentQueries(home: home)
            if condition(queries) { break }
        }
        return queries
    }

    private static func recentQueries(home: URL) throws -> [String] {
        let result = try PhotoListBinary.run(["recent", "--json"], environment: ["HOME": home.path])
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return object?["queries"] as? [String] ?? []
    }
}

/// Unsplash's routes for a catalog of one photo and a search whose every query has 5 pages of 3 results,
/// each result described as "found <query> #<page>".
private enum SearchingUnsplash {
    @Sendable static func reply(_ request: HTTPTestServer.Request) -> HTTPTestServer.Reply {
        let components = URLComponents(string: "http://host" + request.target)
        switch components?.path {
        case "/photos":
            return .respond(status: 200, headers: [("X-Total", "1")], body: json([ScriptedUnsplash.photo(id: "catalog", text: "the catalog")]))
        case "/search/photos":
            let query = value("query", in: components) ?? ""
            let page = value("page", in: components) ?? "1"
            let photos = (1...30).map { ScriptedUnsplash.photo(id: "\(query.replacingOccurrences(of: " ", with: "_"))-\(page)-\($0)", text: "found \(query) #\(page)") }
            return .respond(status: 200, body: json(["total": 150, "total_pages": 5, "results": photos]))
        default:
            return .respond(status: 404, body: Array(#"{"errors":["Couldn't find Photo"]}"#.utf8))
        }
    }

    /// Every search the server received, as "query#page", in order.
    static func searches(in server: HTTPTestServer) -> [String] {
        server.requests.compactMap { request in
            let components = URLComponents(string: "http://host" + request.target)
            guard components?.path == "/search/photos" else { return nil }
            return "\(value("query", in: components) ?? "")#\(value("page", in: components) ?? "1")"
        }
    }

    private static func value(_ name: String, in components: URLComponents?) -> String? {
        components?.queryItems?.first { $0.name == name }?.value
    }

    private static func json(_ object: Any) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }
}
