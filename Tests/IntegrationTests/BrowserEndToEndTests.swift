import Foundation
import HTTPTestServer
import Testing

/// The interactive browser, driven by keys in a real terminal (tmux) against the embedded demo server.
@Suite("Interactive browser in tmux", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowserEndToEndTests {
    @Test("given the demo catalog, when scrolling past page 1, searching, opening, favouriting, going back and quitting, then each screen shows and the terminal is restored")
    func fullSession() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        #expect(try session.screen().contains("PhotoList — Latest photos"))

        for _ in 0..<35 { try session.send("j") }
        let scrolled = try session.waitForStatus("row 36 selected") { $0.contains(" 36/60+") && $0.contains(" id ") }
        #expect(scrolled.contains("page 2"))

        try session.send("/")
        try session.type("lake")
        // The selected row is a result once it names the lake (before, it may be the catalog's, mid-frame).
        let results = try session.waitForScreen("results for lake") { screen in
            screen.contains("Search: lake") && screen.split(separator: "\n").contains { $0.hasPrefix("› ") && $0.lowercased().contains("lake") }
        }
        #expect(results.contains("PhotoList — Search"))
        try session.send("Enter")
        try session.send("Enter")
        // A capture can land mid-frame: wait for the mark and the last metadata line together.
        let detail = try session.waitForScreen("the detail drawn") { $0.contains("Not a favourite") && $0.contains("Published") }
        #expect(detail.contains("PhotoList — Photo "))
        #expect(detail.contains("Size") && detail.contains("Published"))

        #expect(!TmuxSession.statusBar(of: detail).contains("♥"))
        try session.send("f")
        try session.waitFor("In your favourites")
        // The mark is in the status bar too, for a window too short to show the detail's own line.
        try session.waitForStatus("the mark in the status bar") { $0.contains("♥ favourite") }
        try session.send("Escape")
        try session.waitFor("PhotoList — Search")
        try session.send("Escape")
        try session.waitFor("PhotoList — Latest photos")
        try session.send("F")
        // The status line is drawn last: once it counts the one favourite, the row x acts on is on screen
        // (a capture can land mid-frame, with the new title over the old list).
        let favourites = try session.waitForScreen("the favourites list") {
            $0.contains("PhotoList — Favourites") && $0.contains(" 1/1 ") && $0.contains("♥")
        }
        #expect(favourites.contains("› "))

        // x says what it removed and how to undo it; z puts it back.
        // The notice and the emptied list are two updates (the removal's answer, the library's change) and
        // either may be drawn first: wait for both.
        try session.send("x")
        let removed = try session.waitForScreen("the favourite removed") { $0.contains("from favourites") && $0.contains("No favourites yet") }
        try session.send("z")
        let restored = try session.waitForScreen("the favourite put back") { $0.contains("Put back") && $0.contains("› ") && $0.contains("♥") }
        #expect(removed.contains("Removed “") || removed.contains("Removed a photo by"))
        #expect(removed.contains("z undo"))
        #expect(removed.contains("No favourites yet"))
        #expect(restored.contains("1/1"))
        // One removal is undone, the last: a second z says so rather than that nothing was removed here.
        try session.send("z")
        try session.waitFor("puts back only the last favourite removed in this list")

        try session.send("q")
        #expect(try session.waitForExit() == 0)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)

        // The favourite was saved in the library the CLI reads.
        let listed = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])
        #expect(listed.status == 0)
        #expect(listed.standardOutput.contains("\"id\""))
    }

    @Test("given three favourites and the favourites list left with its last row selected, when it is opened again with F, then it opens at the newest, the first row")
    func favouritesReopenAtTheNewest() throws {
        let session = try TmuxSession.withFavourites(3).session
        try session.waitFor("page 1")

        // The list's own "1/30+" must not pass for the favourites' "1/3".
        try session.send("F")
        try session.waitForScreen("the favourites, the first selected") { $0.contains("PhotoList — Favourites") && TmuxSession.position(of: $0) == "1/3" }
        try session.send("j", "j")
        try session.waitForScreen("the last selected") { TmuxSession.position(of: $0) == "3/3" }
        try session.send("Escape")
        try session.waitFor("PhotoList — Latest photos")
        try session.send("F")
        let reopened = try session.waitForScreen("the favourites again") { $0.contains("PhotoList — Favourites") && TmuxSession.position(of: $0)?.hasSuffix("/3") == true }

        #expect(TmuxSession.position(of: reopened) == "1/3", "\(reopened)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the catalog, when f j f j f arrive in one burst and q as soon as the three rows show marked, then the browser ends with 0 and the three photos are favourites: no mark is lost to the next press or to quitting")
    func marksTypedInABurstAreAllKept() throws {
        let session = try TmuxSession()
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let firstRows = try PhotoListBinary.run(["list", "--json", "--per-page", "3"], environment: environment).photoIDs
        try #require(firstRows.count == 3)

        try session.send(["f", "j", "f", "j", "f"])
        try session.waitForScreen("three rows marked") { screen in
            screen.split(separator: "\n").filter { $0.prefix(12).contains("♥") }.count == 3
        }
        try session.send("q")
        let status = try session.waitForExit()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: environment)

        #expect(status == 0)
        #expect(Set(favourites.photoIDs) == Set(firstRows), "\(favourites.standardOutput) \(favourites.standardError)")
    }

    @Test("given the catalog, when f j f j f arrive in one burst with q or Ctrl-C last, then the browser ends with 0 and the three photos are favourites: an end read with the marks waits for them to show, then for them to be stored", arguments: ["q", "C-c"])
    func marksTypedWithTheQuitAreKept(quit: String) throws {
        let session = try TmuxSession()
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let firstRows = try PhotoListBinary.run(["list", "--json", "--per-page", "3"], environment: environment).photoIDs
        try #require(firstRows.count == 3)

        try session.send(["f", "j", "f", "j", "f", quit])
        let status = try session.waitForExit()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: environment)

        #expect(status == 0)
        #expect(Set(favourites.photoIDs) == Set(firstRows), "\(favourites.standardOutput) \(favourites.standardError)")
    }

    @Test("given three favourites, when a burst opens a screen and changes a favourite there before q (Enter f q in the catalog, F x x q, F j Enter f Ctrl-C, F Enter f Esc x q: the favourites read again on coming back wait for the detail's unmark, so x removes the next one), then the keys before q act first: every change is kept", arguments: [
        (["Enter", "f", "q"], 0, 1), (["F", "x", "x", "q"], 3, 1), (["F", "j", "Enter", "f", "C-c"], 3, 2), (["F", "Enter", "f", "Escape", "x", "q"], 2, 0),
    ])
    func changesAfterAScreenOpensInTheQuitsBurstAreKept(burst: [String], before: Int, after: Int) throws {
        let session = try before == 0 ? TmuxSession(environment: ["NO_COLOR": "1"]) : TmuxSession.withFavourites(before).session
        try session.waitFor("page 1")

        try session.send(burst)
        let status = try session.waitForExit()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])

        #expect(status == 0)
        #expect(favourites.photoIDs.count == after, "\(favourites.standardOutput)")
    }

    @Test("given the catalog, when a burst marks photos in their detail, goes back and presses f on the list before q, then the list's f turns over the mark the detail made, not the one its row showed before: Enter f Esc f q keeps none, Enter f n f Esc f q keeps the first photo", arguments: [
        (["Enter", "f", "Escape", "f", "q"], [Int]()), (["Enter", "f", "n", "f", "Escape", "f", "q"], [0]),
    ])
    func aListsMarkAfterTheDetailsTurnsOverTheDetails(burst: [String], kept: [Int]) throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let firstRows = try PhotoListBinary.run(["list", "--json", "--per-page", "2"], environment: environment).photoIDs
        try #require(firstRows.count == 2)

        try session.send(burst)
        let status = try session.waitForExit()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: environment)

        #expect(status == 0)
        #expect(favourites.photoIDs == kept.map { firstRows[$0] }, "\(favourites.standardOutput)")
    }

    @Test("given another process holding the library's write lock, when f j f and q arrive in one burst, then the browser says it is storing the changes, ends once the first write has waited its bounded time, and says in one line that the 2 favourite changes were not stored, with status 6, and the library has no favourite")
    func marksRefusedAtTheEndAreReported() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        try session.waitFor("page 1")
        let library = session.directory.appendingPathComponent(".local/share/photolist/library.sqlite").path
        let holder = try WriteLockHolder(path: library)
        defer { holder.release() }

        try session.send(["f", "j", "f", "q"])
        try session.waitFor("Storing the favourite changes")  // while the write waits for the lock
        let status = try session.waitForExit()
        let screen = try session.screen().replacingOccurrences(of: "\n", with: "")
        holder.release()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])

        #expect(status == 6)
        #expect(screen.contains("photolist: 2 favourite changes were not stored: another program, such as another photolist, is using the library file \(library)"), "\(screen)")
        #expect(favourites.photoIDs.isEmpty, "\(favourites.standardOutput)")
    }

    @Test("given another process holding the library's write lock and two marks on their way, when SIGTERM arrives, then the browser ends within its grace, before the terminal's guard would end it: one line says the 2 favourite changes may not have been stored, another that SIGTERM stopped it, and it exits 143")
    func aStopWithChangesWaitingForABusyLibrarySaysSo() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        try session.waitFor("page 1")
        let holder = try WriteLockHolder(path: session.directory.appendingPathComponent(".local/share/photolist/library.sqlite").path)
        defer { holder.release() }

        try session.send(["f", "j", "f"])
        try session.waitForScreen("two rows marked") { screen in
            screen.split(separator: "\n").filter { $0.prefix(12).contains("♥") }.count == 2
        }
        kill(try session.photolistPID(), SIGTERM)
        let status = try session.waitForExit()
        let screen = try session.screen().replacingOccurrences(of: "\n", with: "")

        #expect(status == 128 + SIGTERM)
        // Waiting still, or refused once the first write's wait (from the f) ended within the stop's grace.
        #expect(
            screen.contains("photolist: 2 favourite changes may not have been stored: they were still waiting for the library when photolist ended.")
                || screen.contains("photolist: 2 favourite changes were not stored: another program"), "\(screen)"
        )
        #expect(screen.contains("photolist: the browser was stopped by SIGTERM"), "\(screen)")
    }

    @Test("given the catalog, when Enter f Esc arrive in one burst, then the detail opens, f marks its photo and Esc goes back only then: the favourite is kept")
    func aMarkInADetailLeftAtOnceIsKept() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let second = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "2"], environment: environment).photoIDs.last)

        try session.send(["j", "Enter", "f", "Escape"])
        // The catalog's second row marked, once Esc has come back to it (the catalog before Enter shows the
        // same row, unmarked).
        try session.waitForScreen("back on the catalog, its second row marked") { screen in
            screen.contains("PhotoList — Latest photos")
                && screen.split(separator: "\n").contains { $0.hasPrefix("›") && $0.prefix(12).contains("♥") }
        }
        try session.send("q")
        let status = try session.waitForExit()
        let favourites = try PhotoListBinary.run(["favorites", "--json"], environment: environment)

        #expect(status == 0)
        #expect(favourites.photoIDs == [second], "\(favourites.standardOutput) \(favourites.standardError)")
    }

    @Test("given three favourites, when f on a fourth row, F and Enter arrive in one burst, then the favourites open with the new one first and Enter opens it: F waits for the mark, and the list read after it")
    func favouritesOpenedRightAfterAMarkListIt() throws {
        let (session, _) = try TmuxSession.withFavourites(3)
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let fourth = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "4"], environment: environment).photoIDs.last)

        try session.send(["j", "j", "j", "f", "F", "Enter"])
        let detail = try session.waitForScreen("the detail of the photo opened") { $0.contains("PhotoList — Photo ") && $0.contains("In your favourites") }

        #expect(detail.contains("PhotoList — Photo \(fourth)"), "\(detail)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given NO_COLOR, when browsing, downloading with d and opening with o, then no pictures are drawn, the file is saved and the page is named")
    func noColorDownloadAndOpen() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1"])
        let list = try session.waitFor("page 1")
        #expect(!list.contains("▀"))

        try session.send("d")
        let saved = try session.waitForStatus("the saved notice") { $0.contains("Saved ") }
        try session.send("o")
        let opened = try session.waitForStatus("the photo page") { $0.contains(/(?:Photo page[^:\n]*: |Opened )http/) }

        let files = try FileManager.default.contentsOfDirectory(atPath: session.directory.path).filter { $0.hasSuffix(".jpg") }
        #expect(files.count == 1)
        #expect(saved.contains(files.first ?? "?"))
        #expect(opened.contains("/p/"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given slow images, when d is pressed on three rows in a row, then the downloads queue visibly and all three files are saved")
    func downloadsQueue() throws {
        let session = try TmuxSession(environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "image:delay=1"])
        try session.waitFor("page 1")

        try session.send("d", "j", "d", "j", "d")
        // The bar changes as the bytes arrive, so its end is waited for, not two equal captures.
        let queued = try session.waitForScreen("the queue in the status bar") { TmuxSession.statusBar(of: $0).contains("of 3") && TmuxSession.statusBar(of: $0).contains("cancels)") }
        // The demo server draws each full-size JPEG on request, which takes seconds in a debug build.
        try session.waitForScreen("three files saved", seconds: 90 * Double(TestTime.scale)) { _ in
            (try? FileManager.default.contentsOfDirectory(atPath: session.directory.path).filter { $0.hasSuffix(".jpg") }.count) == 3
        }

        #expect(queued.contains("Downloading 1 of 3") || queued.contains("Downloading 2 of 3"))
        #expect(queued.contains("c cancels"))
        // Ctrl-C, not q: a file is in place a moment before the browser hears its download ended, and q with
        // a download under way asks to be pressed again, a question the last "Saved" notice can then replace.
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a downloads folder that cannot be made, when d is pressed on three rows in a row, then the last notice names all three failures and why, at 60 columns too")
    func failuresInARowAreNamedTogether() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-not-a-folder-\(UUID().uuidString)")
        try Data().write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let session = try TmuxSession(columns: 60, rows: 16, environment: ["NO_COLOR": "1", "XDG_DOWNLOAD_DIR": blocker.path + "/photos"])
        try session.waitForStatus("the list") { $0.contains(" id ") }

        try session.send("d", "j", "d", "j", "d")
        let failed = try session.waitForStatus("the three failures") { $0.contains("3 downloads failed in a row") }

        let bar = TmuxSession.statusBar(ofColoured: try session.screenWithColours()).filter { !$0.isWhitespace }
        #expect(bar.contains("3downloadsfailedinarow(") && bar.contains(");"), "\(failed)")
        // At 60 columns a long temporary folder may lose its path's middle, never its start or its end.
        #expect(bar.contains("thefolder" + blocker.path.prefix(12)) && bar.contains("/photosdoesnotexist."), "the folder is named: \(failed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.directory.path).filter { $0.hasSuffix(".jpg") }.isEmpty)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the browser running, when it receives SIGTERM, then it ends and the terminal settings are exactly as before", arguments: [
        (SIGTERM, Int32(128 + SIGTERM)), (SIGINT, Int32(128 + SIGINT)),
    ])
    func signalRestoresTerminal(signal: Int32, expectedStatus: Int32) throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        kill(try session.photolistPID(), signal)

        #expect(try session.waitForExit() == expectedStatus)
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(!(try session.screen().contains("PhotoList — Latest photos")))  // back on the main screen
    }

    @Test("given the browser started with SIGHUP ignored (as nohup starts it), when SIGHUP arrives, then it goes on, and q ends it with 0")
    func ignoredHangUpStaysIgnored() throws {
        let session = try TmuxSession(launcher: ["sh", "-c", "trap '' HUP; exec \"$0\" \"$@\""])
        try session.waitFor("page 1")

        kill(try session.photolistPID(), SIGHUP)
        try session.send("q")

        #expect(try session.waitForExit() == 0)
    }

    @Test("given the browser running, when it crashes (SIGSEGV, SIGABRT), then the terminal is restored and one line says so")
    func crashRestoresTerminal() throws {
        for signal in [SIGSEGV, SIGABRT] {
            let session = try TmuxSession()
            try session.waitFor("page 1")

            kill(try session.photolistPID(), signal)

            #expect(try session.waitForExit() == 128 + signal)
            let settings = try session.terminalSettings()
            #expect(settings.before == settings.after)
            #expect(try session.screen().contains("photolist: internal error in the interactive browser; the terminal was restored"))
        }
    }

    @Test("given a running browser, when the window shrinks below 60×16 and grows again, then a notice replaces the list and the list returns")
    func resize() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.resize(columns: 50, rows: 14)
        try session.waitFor("enlarge the terminal to at least 60×16")
        try session.resize(columns: 120, rows: 35)
        // Wait for the whole new frame: a capture can land while the lines of a repaint are still arriving.
        let grown = try session.waitForScreen("the list at 120×35") { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.first?.contains("PhotoList — Latest photos") == true && lines.count >= 35 && lines[34].contains("page 1")
        }

        let lines = grown.components(separatedBy: "\n")
        // The title bar spans the new width: its right-aligned hint ("? help  q quit ", 15 columns) starts at 105.
        #expect(lines.first.flatMap { $0.range(of: "? help") }.map { lines[0].distance(from: lines[0].startIndex, to: $0.lowerBound) } == 105)
        #expect(lines.count >= 35 && lines[34].contains("page 1"))  // the status bar is on the new last line
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo whose picture host cannot be reached, when the list's preview and then its detail show with pictures on, then each says the picture was not shown and why, beside the swatch")
    func aPictureThatWillNotComeSaysWhy() throws {
        // The scripted photo's picture addresses are on 127.0.0.1:9, where nothing listens.
        let source = try ScriptedUnsplash(photo: ScriptedUnsplash.photo(id: "nopicture", text: "unreachable picture"), id: "nopicture")
        defer { source.server.stop() }
        let session = try TmuxSession(["--base-url", source.baseURL, "--images", "blocks"], columns: 140, rows: 40)

        try session.waitFor("unreachable picture")
        try session.waitFor("! Picture not shown: ")  // the preview pane, right of the list at 140 columns
        try session.send("Enter")
        let detail = try session.waitForScreen("the detail saying why") { $0.contains("Photo by") && $0.contains("Picture not shown: ") }

        #expect(detail.contains("127.0.0.1:9"), "\(detail)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo whose texts carry ESC, CSI, OSC and C1 sequences, when browsed and its photographer's photos opened, then they show as harmless text, in the title bar too, and the window title is untouched")
    func hostileTextIsHarmless() throws {
        let server = try HTTPTestServer { request in
            request.target.hasPrefix("/photos?") || request.target.hasPrefix("/users/")
                ? .respond(status: 200, headers: [("X-Total", "1")], body: Array(HostilePhoto.listJSON.utf8))
                : .respond(status: 200, body: Array(HostilePhoto.photoJSON.utf8))
        }
        defer { server.stop() }
        let session = try TmuxSession(["--base-url", server.baseURL.absoluteString])

        let list = try session.waitFor("Mallory")
        #expect(list.contains("boom line"))
        try session.send("Enter")
        // A capture can land mid-frame: wait for the detail's last line, its favourite mark, too.
        let detail = try session.waitForScreen("the detail drawn") { $0.contains("Photo by") && $0.contains("Not a favourite") }

        #expect(detail.contains("PhotoList — Photo evil"))
        #expect(try session.title() != "pwned")
        // The sequences lost their ESC and C1 introducers, so what is left shows as plain text.
        #expect(detail.contains("[2J") && detail.contains("]0;pwned"))

        try session.send("u")
        let feed = try session.waitFor("Photos by")

        // The pane's title, made of the photographer's name, is cleaned as the rows are.
        #expect(feed.components(separatedBy: "\n").first?.contains("PhotoList — Photos by ]0;pwnedMallory0;x") == true, "\(feed)")
        #expect(try session.title() != "pwned")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }
}

/// One photo whose every text field tries to take over the terminal.
enum HostilePhoto {
    static let photoJSON = #"""
    {"id":"evil","created_at":"2024-01-02T03:04:05Z","width":3000,"height":2000,"color":"#336699",
     "blur_hash":"LEHV6nWB2yk8pyo0adR*.7kCMdnj","likes":5,
     "description":"\u001b[2J\u001b]0;pwned\u0007\u009b31mboom\nline",
     "alt_description":"\u001b]8;;http://evil\u001b\\link\u001b]8;;\u001b\\",
     "urls":{"raw":"http://127.0.0.1:9/r","full":"http://127.0.0.1:9/f","regular":"http://127.0.0.1:9/g","small":"http://127.0.0.1:9/s","thumb":"http://127.0.0.1:9/t"},
     "links":{"self":"http://127.0.0.1:9/photos/evil","html":"http://127.0.0.1:9/p/evil","download":"http://127.0.0.1:9/d","download_location":"http://127.0.0.1:9/photos/evil/download"},
     "user":{"id":"u","username":"mallory","name":"\u001b]0;pwned\u0007Mallory\u009d0;x\u009c",
       "links":{"self":"http://127.0.0.1:9/u","html":"http://127.0.0.1:9/@m","photos":"http://127.0.0.1:9/u/p"},
       "profile_image":{"small":"http://127.0.0.1:9/a","medium":"http://127.0.0.1:9/b","large":"http://127.0.0.1:9/c"}},
     "tags":[{"title":"\u001b[5mblink"}]}
    """#

    static var listJSON: String { "[" + photoJSON + "]" }
}
