import Foundation
import Testing

/// Keys typed before a pane has read what they act on, in a real terminal (tmux): they wait for it
/// (`KeyHold`) instead of acting on an empty list, in the order typed.
@Suite("Keys typed ahead of a list's first read", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowserTypeAheadTests {
    @Test("given three favourites, when F, j, j and y are sent in one burst, then the keys wait for the favourites: the third is selected and y copies it")
    func keysAfterFWaitForTheFavourites() throws {
        let (session, favourites) = try TmuxSession.withFavourites(3)
        try session.waitForStatus("the catalog") { $0.contains("page 1") }

        try session.send("F", "j", "j", "y")  // one tmux command: the keys arrive together, before the read ends
        let copied = try Self.copied(in: session)
        let screen = try session.screen()

        #expect(copied.contains("Copied \(favourites[2])"), "\(copied)")
        #expect(try session.buffer().hasPrefix(favourites[2] + " "))
        #expect(screen.contains("PhotoList — Favourites") && Self.selectedRow(of: screen) == 3, "\(screen)")
        try Self.quit(session)
    }

    @Test("given three favourites, when F, Enter, n and y are sent in one burst, then n waits for the detail Enter opens and y for the photo n leads to: the second favourite is copied")
    func keysAfterEnterWaitForTheDetail() throws {
        let (session, favourites) = try TmuxSession.withFavourites(3)
        try session.waitForStatus("the catalog") { $0.contains("page 1") }

        try session.send("F", "Enter", "n", "y")
        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(favourites[1])"), "\(copied)")
        #expect(try session.screen().contains("PhotoList — Photo \(favourites[1])"))
        try Self.quit(session)
    }

    @Test("given a first page slow to come, when j, then / and a query with a q are typed while the catalog is loading, then the query reaches the search field whole: letters, and a q behind a search, wait behind the keys before them")
    func lettersWaitBehindHeldKeys() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "list:delay=1"])
        try session.waitFor("Loading")

        try session.send("j", "/", "q", "u", "i", "e", "t")
        let search = try session.waitForScreen("the search field") { $0.contains("PhotoList — Search") && $0.contains(" found") }

        #expect(search.contains("Search: quiet"), "\(search)")
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a first page slower than the keys' wait for what may never come, when j, j and y are typed while the catalog is loading, then they wait for the read, say so, and act once it has come: the third photo is selected and copied")
    func keysTypedAtStartWaitForTheFirstPage() throws {
        let ids = try PhotoListBinary.run(["list", "--json", "--per-page", "3"]).photoIDs
        try #require(ids.count == 3)
        // Longer than Browser.holdLimit (3 s): a read under way is waited for until it ends.
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "list:delay=4"])
        try session.waitFor("Loading")

        try session.send("j", "j", "y")
        let waiting = try session.waitForStatus("the keys waiting") { $0.contains("3 keys wait") }
        let copied = try Self.copied(in: session)
        #expect(waiting.contains("Loading"))
        let screen = try session.screen()

        #expect(copied.contains("Copied \(ids[2])"), "\(copied)")
        #expect(Self.selectedRow(of: screen) == 3, "\(screen)")
        try Self.quit(session)
    }

    @Test("given the topics pane not yet read, when j, Enter, j and y follow its key in one burst, then Enter opens the second topic, and j and y wait for its photos: its second photo is copied")
    func keysWaitForEachPaneTheyOpen() throws {
        let topics = try PhotoListBinary.run(["topics", "--json", "--per-page", "2"])
        let object = try JSONSerialization.jsonObject(with: Data(topics.standardOutput.utf8)) as? [String: Any]
        let second = try #require((object?["topics"] as? [[String: Any]])?.dropFirst().first)
        let slug = try #require(second["slug"] as? String)
        let title = try #require(second["title"] as? String)
        let photos = try PhotoListBinary.run(["topics", slug, "--json", "--per-page", "2"]).photoIDs
        try #require(photos.count == 2)
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        try session.waitForStatus("the catalog") { $0.contains("page 1") }
        try session.send("?")
        let help = try session.waitFor("show topics")
        let key = try #require(help.firstMatch(of: #/([1-9]) +show topics/#)?.output.1)
        try session.send("Escape")
        try session.waitForScreen("the help closed") { !$0.contains("show topics") && $0.contains("page 1") }

        try session.send(String(key), "j", "Enter", "j", "y")
        let copied = try Self.copied(in: session)
        let screen = try session.screen()

        #expect(copied.contains("Copied \(photos[1])"), "\(copied)")
        #expect(screen.contains("PhotoList — Topic: \(title)"), "\(screen)")
        try Self.quit(session)
    }

    @Test("given the catalog, when 70 j and y are sent in one burst, then y waits for the page the j's aimed into and copies the 71st photo, the one selected")
    func keysPastTheLoadedRowsWaitForThem() throws {
        let third = try PhotoListBinary.run(["list", "--json", "--per-page", "30", "--page", "3"]).photoIDs
        try #require(third.count == 30)
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        try session.waitForStatus("the catalog") { $0.contains("page 1") }

        try session.type(String(repeating: "j", count: 70) + "y")  // one tmux command: the keys arrive together
        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(third[10])"), "\(copied)")
        try Self.quit(session)
    }

    @Test("given three favourites, when x, z and y are sent in one burst, then z waits for the removal and puts it back, and y copies it; x x removes two")
    func keysAfterARemovalWaitForIt() throws {
        let (session, favourites) = try TmuxSession.withFavourites(3)
        try session.waitForStatus("the catalog") { $0.contains("page 1") }
        try session.send("F")
        try session.waitForScreen("the favourites") { $0.contains("PhotoList — Favourites") && TmuxSession.position(of: $0) == "1/3" }

        try session.send("x", "z", "y")
        let copied = try session.waitForScreen("the three back, the copy noted") { screen in
            screen.split(separator: "\n").filter { $0.contains("♥ ") }.count == 3 && TmuxSession.statusBar(of: screen).contains("Copied ")
        }
        // The library, read by another process: the undo was done, not only drawn.
        let afterUndo = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path]).photoIDs
        try session.send("x", "x")
        let removed = try session.waitForScreen("two removed") { screen in
            screen.split(separator: "\n").filter { $0.contains("♥ ") }.count == 1 && screen.contains("z undo")
        }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        let left = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path]).photoIDs

        #expect(copied.contains("Copied \(favourites[0])"), "\(copied)")
        #expect(afterUndo == favourites)
        #expect(removed.contains("PhotoList — Favourites"))
        #expect(left == [favourites[2]])
    }

    @Test("given a first page slow to come, when j, /, Esc and q are typed while it loads, then q waits behind the search, is read as quit once the field is left, and the browser ends at once")
    func aQuitThatWaitedEndsTheBrowser() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "list:delay=1"])
        try session.waitFor("Loading")

        try session.send("j", "/", "Escape", "q")

        #expect(try session.waitForExit() == 0)
    }

    @Test("given a first page slower than the keys' wait, when j, y and q are typed while it loads, then q quits at once, ahead of the keys waiting for the page")
    func qQuitsAheadOfKeysWaitingForARead() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "list:delay=4"])
        try session.waitFor("Loading")

        try session.send("j", "y", "q")
        #expect(try session.waitForExit() == 0)

        // y, still waiting for the page when q quit, copied nothing (a copy lands in a tmux buffer at once).
        #expect(((try? session.buffer()) ?? "").isEmpty)
    }

    @Test("given the random pane, when j, r, j and y are sent in one burst, then y waits for the new pick and copies its third photo, the one selected")
    func keysAfterRWaitForTheListReadAgain() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        try session.waitForStatus("the catalog") { $0.contains("page 1") }
        try session.send("3")
        try session.waitForScreen("the random pick") { $0.contains("PhotoList — Random") && TmuxSession.position(of: $0) != nil }

        try session.send("j", "r", "j", "y")
        let copied = try Self.copied(in: session)

        #expect(try Self.selectedID(in: session).map { copied.contains("Copied \($0)") } == true, "\(copied)")
        try Self.quit(session)
    }

    @Test("given a search's results, when ↓, the shape filter, j and y are sent in one burst, then y waits for the filtered results and copies their second photo, the one selected")
    func keysAfterAFilterWaitForItsResults() throws {
        let session = try Self.typingLake()
        try session.waitForStatus("the results") { $0.contains(" found") }

        try session.send("Down", "O", "j", "y")
        let copied = try Self.copied(in: session)

        #expect(try session.screen().contains("Landscape"))
        #expect(try Self.selectedID(in: session).map { copied.contains("Copied \($0)") } == true, "\(copied)")
        try Self.quit(session)
    }

    @Test("given the search field, when a query, then ↓, Tab or Enter, then j and y are sent in one burst, then j and y wait for the query's results: the query stays as typed, and y copies its second result, the one selected",
          arguments: [("Down", ""), ("Tab", ""), ("Enter", ""), ("Enter", "search:delay=4")])
    func keysAfterTheFieldWaitForItsResults(key: String, faults: String) throws {
        let ids = try Self.searchResults("lake", count: 2)
        // A search slower than Browser.holdLimit (3 s): the keys wait for a read under way until it ends.
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": faults])
        try session.waitForStatus("the catalog") { $0.contains("page 1") }

        try session.send("/", "l", "a", "k", "e", key, "j", "y")
        let copied = try Self.copied(in: session)
        let screen = try session.screen()

        #expect(copied.contains("Copied \(ids[1])"), "\(copied)")
        #expect(screen.contains("Search: lake") && !screen.contains("lakej"), "\(screen)")
        try Self.quit(session)
    }

    @Test("given a recent search, when ↓, Enter, j and y are sent in one burst in the blank field, then Enter searches it again and j and y wait for its results: y copies its second result")
    func keysAfterARecentSearchWaitForItsResults() throws {
        let ids = try Self.searchResults("lake", count: 2)
        let session = try Self.typingLake()
        try session.send("Enter")
        try session.waitForStatus("the results") { $0.contains(" found") }
        try session.send("/", "C-u")
        try session.waitFor("Recent searches")

        try session.send("Down", "Enter", "j", "y")
        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(ids[1])"), "\(copied)")
        try Self.quit(session)
    }

    @Test("given a recent search, when the search opens and ↓, Enter, j and y follow in one burst, or a letter and Ctrl-U come before them, then ↓ waits for the recent searches to be read and Enter's search for the typing before it to pause: y copies its second result",
          arguments: [["/", "Down", "Enter", "j", "y"], ["x", "C-u", "Down", "Enter", "j", "y"]])
    func keysWaitForTheRecentSearches(burst: [String]) throws {
        let ids = try Self.searchResults("lake", count: 2)
        let session = try TmuxSession(environment: ["NO_COLOR": "1"]) { home in
            let recorded = try PhotoListBinary.run(["search", "lake"], environment: ["HOME": home.path])  // a recent search
            #expect(recorded.status == 0)
        }
        try session.waitForStatus("the catalog") { $0.contains("page 1") }
        if burst.first != "/" {
            try session.send("/")
            try session.waitFor("Recent searches")
        }

        try session.send(burst)
        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(ids[1])"), "\(copied)")
        try Self.quit(session)
    }

    @Test("given a search that failed, when j is pressed on its failure and r then brings its results, then the first result is selected: a key past no rows that will come aims nowhere")
    func keysOnAFailureMoveNothing() throws {
        // The typed search's three attempts fail, then the three of the Enter that runs it again; r's are answered.
        let session = try Self.typingLake(faults: "search:status=503*6")
        try session.waitFor("to try again.")
        try session.send("Enter")
        try session.waitFor("Press r to try again.")

        try session.send("j", "j", "j")
        try session.send("r")
        let bar = try session.waitForStatus("the results") { TmuxSession.position(of: $0) != nil }

        #expect(TmuxSession.position(of: bar)?.hasPrefix("1/") == true, "\(bar)")
        try Self.quit(session)
    }

    @Test("given a search that failed, when Enter, j and y are sent in one burst, then Enter runs it again and j and y wait for its answer, not for the failure on screen: y copies the second result")
    func keysAfterARetriedSearchWaitForItsAnswer() throws {
        let ids = try Self.searchResults("lake", count: 2)
        // The first search's three attempts fail; the one Enter runs again is answered.
        let session = try Self.typingLake(faults: "search:status=503*3")
        try session.waitFor("to try again.")

        try session.send("Enter", "j", "y")
        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(ids[1])"), "\(copied)")
        try Self.quit(session)
    }

    @Test("given Enter pressed in the search field and its results slow to come, when text is pasted, then the paste does not wait for them: it goes into the field at once, and the query is the text with the paste")
    func aPasteInTheFieldDoesNotWaitForResults() throws {
        let session = try Self.typingLake(faults: "search:delay=3")
        try session.send("Enter")
        try session.paste("shore")

        let screen = try session.waitFor("Search: lakeshore")

        #expect(!screen.contains("Paste ignored"), "\(screen)")
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given j, j and y typed while photolist starts, before its terminal is in raw mode, when the browser comes up, then they are read, not lost: the third photo is copied")
    func keysTypedBeforeRawModeAreKept() throws {
        let ids = try PhotoListBinary.run(["list", "--json", "--per-page", "3"]).photoIDs
        try #require(ids.count == 3)
        // photolist starts only once the test opens the gate, after the terminal has echoed the keys: they are
        // in its queue, in cooked mode, before photolist runs at all. With colour, photolist asks the terminal
        // how it draws pictures before it reads keys, and the answers come on the same input.
        let session = try TmuxSession(launcher: ["sh", "-c", "read -r line < gate; exec \"$@\"", "sh"]) { home in
            #expect(mkfifo(home.appendingPathComponent("gate").path, 0o600) == 0)
        }
        try session.send("j", "j", "y")
        try session.waitFor("jjy")
        let gate = try FileHandle(forWritingTo: session.directory.appendingPathComponent("gate"))
        try gate.write(contentsOf: Data("go\n".utf8))
        try gate.close()

        let copied = try Self.copied(in: session)

        #expect(copied.contains("Copied \(ids[2])"), "\(copied)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        // The terminal echoed the keys before photolist ran: the line they were on is clear again.
        #expect(!(try session.screen().contains("jjy")))
    }

    @Test("given j, j and y waiting for a slow first page, when the window shrinks below 60×16, a j is typed there and the page comes, then the keys wait for the window to grow, the notice says so, and they act in order once it has: the third photo is copied, the fourth selected")
    func keysHeldWhileTooSmallWaitForTheWindow() throws {
        let ids = try PhotoListBinary.run(["list", "--json", "--per-page", "3"]).photoIDs
        try #require(ids.count == 3)
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "list:delay=2"])
        try session.waitFor("Loading")
        try session.send("j", "j", "y")
        try session.waitForStatus("the keys waiting") { $0.contains("3 keys wait") }

        try session.resize(columns: 50, rows: 12)
        try session.waitForScreen("the notice with the keys") { Self.words(of: $0).contains("(now 50×12); q quits. 3 keys wait until then.") }
        // Typed below 60×16, where alone it would do nothing: behind keys that wait, it waits too.
        try session.send("j")
        let notice = try session.waitForScreen("the notice with one more key") { Self.words(of: $0).contains("4 keys wait until then.") }
        // The page is stored before the list shows it: once the cache holds it, it has come, below 60×16.
        try session.waitUntil("the first page stored") { try Self.storedPages(in: session) > 0 }
        try session.resize(columns: 100, rows: 30)
        let copied = try Self.copied(in: session)
        let screen = try session.waitForScreen("the fourth photo selected") { Self.selectedRow(of: $0) == 4 }

        #expect(notice.contains("enlarge the terminal"))
        #expect(copied.contains("Copied \(ids[2])"), "\(copied)")
        #expect(!screen.contains("keys wait"))
        try Self.quit(session)
    }

    /// A session (no colour, the demo's `faults`) whose catalog has come, with the search opened and
    /// "lake" typed in its field.
    private static func typingLake(faults: String = "") throws -> TmuxSession {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": faults])
        try session.waitForStatus("the catalog") { $0.contains("page 1") }
        try session.send("/")
        try session.type("lake")
        return session
    }

    /// The status bar once a copy is noted.
    private static func copied(in session: TmuxSession) throws -> String {
        try session.waitForStatus("the copy noted") { $0.contains("Copied ") }
    }

    /// Quits with q: the browser ends, with status 0.
    private static func quit(_ session: TmuxSession) throws {
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// The screen's words, one space between each: a wrapped notice read as one line.
    private static func words(of screen: String) -> String {
        screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// How many pages the cache in `session`'s home holds, as `photolist cache stats --json` counts them.
    private static func storedPages(in session: TmuxSession) throws -> Int {
        let stats = try PhotoListBinary.run(["cache", "stats", "--json"], environment: ["HOME": session.directory.path])
        // A cache not yet made (or being made) is one without pages: the wait asks again.
        let object = (try? JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8))) as? [String: Any]
        return object?["pages"] as? Int ?? 0
    }

    /// The ids of the first `count` photos the demo finds for `query`, as `photolist search` prints them.
    private static func searchResults(_ query: String, count: Int) throws -> [String] {
        let ids = try PhotoListBinary.run(["search", query, "--json", "--per-page", String(count)]).photoIDs
        try #require(ids.count == count)
        return ids
    }

    /// The selected photo's id, as the status bar shows it once Ctrl-L (a key: it clears the message, and
    /// moves nothing) has made room for it and the list read again has come (not loading, refreshing or
    /// showing an earlier search's results).
    private static func selectedID(in session: TmuxSession) throws -> String? {
        try session.send("C-l")
        let bar = try session.waitForStatus("the selected photo's id") { bar in
            bar.contains(" id ") && !bar.contains("Copied") && !["loading", "refreshing", "earlier search"].contains { bar.contains($0) }
        }
        return bar.firstMatch(of: #/ id (\S+)/#).map { String($0.output.1) }
    }

    /// The body row (1 for the first, under the title bar) marked selected: the status bar's position is
    /// not there while a long message fills it.
    private static func selectedRow(of screen: String) -> Int? {
        screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.drop { $0 == " " }.hasPrefix("› ") }
    }
}
