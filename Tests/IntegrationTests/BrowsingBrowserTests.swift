import Foundation
import Testing

/// Topics, collections, photographers and random picks in the interactive browser, in a real terminal
/// (tmux), against the embedded demo.
@Suite("Browsing beyond the catalog in the browser", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowsingBrowserTests {
    /// The digit the browser's help names for `title` ("show topics").
    private static func key(for title: String, in session: TmuxSession) throws -> String {
        try session.send("?")
        let help = try session.waitFor("show \(title)")
        let key = try #require(help.firstMatch(of: try Regex("([1-9]) +show \(title)"))?.output[1].substring)
        try session.send("Escape")
        return String(key)
    }

    /// Waits for the pane titled `title` (Topics, Collections) to show its own rows, one selected: a topic's
    /// or collection's row says how many photos it holds after a "·", which no catalog row has, so a
    /// capture that landed mid-frame (the new title over the old rows) does not pass for the pane.
    @discardableResult
    private static func waitForGroups(_ title: String, in session: TmuxSession) throws -> String {
        try session.waitForScreen("the \(title) pane") { screen in
            screen.contains("PhotoList — \(title)") && screen.split(separator: "\n").contains { $0.contains("› ") && $0.contains("·") }
        }
    }

    /// Waits for the catalog's first page.
    private static func waitForCatalog(in session: TmuxSession) throws {
        try session.waitForScreen("the catalog") { $0.contains("PhotoList — Latest photos") && $0.contains("page 1") }
    }

    @Test("given the topics pane, when d or f is pressed, then it says they act on a photo and Enter opens the topic's; when a topic is opened with Enter, then its photos list in a pane of their own, and Esc goes back to the topics")
    func topicOpensItsPhotos() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.send(try Self.key(for: "topics", in: session))
        let topics = try Self.waitForGroups("Topics", in: session)
        let selected = try #require(topics.split(separator: "\n").first { $0.contains("› ") })
        let afterMark = try #require(selected.split(separator: "›", omittingEmptySubsequences: false).last)
        let title = try #require(afterMark.split(separator: "·").first).trimmingCharacters(in: .whitespaces)
        try session.send("d")
        try session.waitFor("d acts on a photo; Enter opens the photos of the one selected")
        try session.send("f")
        try session.waitFor("f acts on a photo; Enter opens the photos of the one selected")
        try session.send("Enter")
        let photos = try session.waitForScreen("the topic's photos") { $0.contains("PhotoList — Topic: \(title)") && $0.contains("page 1") }

        #expect(photos.contains("likes"))
        try session.send("Escape")
        try session.waitFor("PhotoList — Topics")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the collections pane, when 45 j are sent in one burst, then the selection walks every loaded page to the last collection and stays there")
    func noKeyIsLostInTheCollections() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        func status(_ screen: String) -> String { TmuxSession.statusBar(of: screen) }

        try session.send(try Self.key(for: "collections", in: session))
        // The first page is read before the j's arrive, so they walk the pages that follow it.
        try Self.waitForGroups("Collections", in: session)
        try session.type(String(repeating: "j", count: 45))
        let landed = try session.waitForStatus("the last collection selected") { bar in
            // "20/20+" is a page's end, with more to load: only "45/45" with no "+" is the last.
            bar.range(of: #"\b(\d+)/\1(?![+\d])"#, options: .regularExpression) != nil && !bar.contains("loading")
        }

        #expect(!status(landed).contains("+"), "every page was loaded on the way: \(status(landed))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given j, Enter and the collections key sent in one burst, when the detail's photo comes after the collections pane opened, then the pane stays on top, Esc shows the detail of the photo Enter opened, and Esc again the catalog")
    func detailOpenedWithAnotherKeyGoesBeneathIt() throws {
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "2"])
        let second = try #require(listed.photoIDs.dropFirst().first, "\(listed.standardError)")
        let session = try TmuxSession()
        try session.waitFor("page 1")
        let collections = try Self.key(for: "collections", in: session)
        try session.waitForScreen("the help closed") { !$0.contains("show collections") && $0.contains("page 1") }

        try session.send("j", "Enter", collections)  // one tmux command: the keys arrive together
        try Self.waitForGroups("Collections", in: session)
        try session.send("Escape")
        try session.waitForScreen("the detail of the second photo") { $0.contains("PhotoList — Photo \(second)") && $0.contains("Photo by") }
        try session.send("Escape")
        try Self.waitForCatalog(in: session)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the topics pane, when the collections key, then the topics key again are pressed, then each pane takes the other's place and one Esc goes back to the catalog")
    func featurePanesTakeEachOthersPlace() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        let topics = try Self.key(for: "topics", in: session)
        let collections = try Self.key(for: "collections", in: session)
        try session.send(topics)
        try Self.waitForGroups("Topics", in: session)
        try session.send(collections)
        try Self.waitForGroups("Collections", in: session)
        try session.send(topics)
        try Self.waitForGroups("Topics", in: session)
        // Back on Topics from a topic's photos and a pane over them, its key's rule still holds.
        try session.send("Enter")
        try session.waitForScreen("a topic's photos") { $0.contains("PhotoList — Topic: ") && $0.contains("page 1") }
        try session.send(collections)
        try Self.waitForGroups("Collections", in: session)
        try session.send("Escape")
        try session.waitForScreen("the topic's photos again") { $0.contains("PhotoList — Topic: ") && $0.contains("page 1") }
        try session.send("Escape")
        try Self.waitForGroups("Topics", in: session)
        try session.send(collections)
        try Self.waitForGroups("Collections", in: session)
        try session.send("Escape")
        try Self.waitForCatalog(in: session)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the random pane, when Enter and the topics key are sent in one burst, then Topics opens over the random photo's detail, which opens over the random pane: Esc goes back through each")
    func detailAskedForByAFeaturePaneIsKept() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        let random = try Self.key(for: "random", in: session)
        let topics = try Self.key(for: "topics", in: session)
        try session.send(random)
        try session.waitForScreen("the random pane, a row selected") {
            $0.contains("PhotoList — Random") && !$0.contains("Loading photos") && $0.contains("› ") && $0.contains(" 1/")
        }

        try session.send("Enter", topics)  // one tmux command: the keys arrive together
        try Self.waitForGroups("Topics", in: session)
        try session.send("Escape")
        try session.waitForScreen("the random photo's detail") { $0.contains("PhotoList — Photo ") && $0.contains("Photo by") }
        try session.send("Escape")
        try session.waitFor("PhotoList — Random")
        try session.send("Escape")
        try Self.waitForCatalog(in: session)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo in the catalog, when u is pressed, then the photographer's photos open inside the browser")
    func photographerOpensInside() throws {
        let session = try TmuxSession()
        // The catalog's first photo, the one selected at start, as the command line lists it.
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "1"])
        let object = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        let author = try #require(((object?["photos"] as? [[String: Any]])?.first?["author"] as? [String: Any])?["name"] as? String)
        try session.waitFor("page 1")

        try session.send("u")
        // Every row of the pane is theirs (a capture taken mid-frame may still show the catalog's rows).
        let rows = { (screen: String) in screen.split(separator: "\n").dropFirst().filter { $0.contains(" like") } }
        let pane = try session.waitForScreen("the photographer's pane, every row theirs") { screen in
            screen.contains("PhotoList — Photos by \(author)") && !rows(screen).isEmpty && rows(screen).allSatisfy { $0.contains(author) }
        }

        #expect(pane.contains("page 1"))
        try session.send("u")  // in their own photos, u opens nothing more: Esc goes straight back
        try session.send("Escape")
        try session.waitFor("PhotoList — Latest photos")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the collections and random panes, when opened with their keys, then each lists what the source has, and s in the random pane says only the photo list has an order")
    func collectionsAndRandomPanes() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.send(try Self.key(for: "collections", in: session))
        try session.waitForScreen("the collections pane") { $0.contains("PhotoList — Collections") && $0.contains("photos — by ") }
        try session.send("Escape")
        try session.send(try Self.key(for: "random", in: session))
        // The pane may already be fetching its next page ("loading…" in the status bar) when its rows show, and a
        // capture taken mid-frame may hold the pane's title over the catalog's rows: wait for the pane's own rows,
        // one of them selected, then check the selection is the first.
        let random = try session.waitForScreen("the random pane, a row selected") {
            $0.contains("PhotoList — Random") && !$0.contains("Loading photos") && $0.contains("› ") && $0.contains(" 1/")
        }

        // A row ends "N likes", or "1 like".
        let rows = random.split(separator: "\n").filter { $0.contains(" like") }
        #expect(rows.first?.contains("› ") == true, "the first row is selected: \(random)")
        // Only the photo list takes an order: elsewhere the key says so instead of doing nothing, whole
        // even on 60 columns.
        try session.resize(columns: 60, rows: 24)
        try session.send("s")
        try session.waitFor("s sorts only the photo list; this screen keeps its order.")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }
}
