import Domain
import Foundation
import Testing

/// Bracketed paste in the interactive browser: pasted text is text, never keys. Each runs the real binary
/// in tmux, whose `paste-buffer -p` wraps the text in the markers only when the browser asked for them.
@Suite("Browser bracketed paste in tmux", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowserPasteTests {
    /// The search field's line on `screen`.
    private func field(_ screen: String) -> String {
        screen.components(separatedBy: "\n").first { $0.contains("Search:") } ?? ""
    }

    @Test("given the list, when text holding d, f, j, Enter and q is pasted, then no command runs: the status bar says the paste was ignored, the selection stays, the browser keeps running, and nothing is downloaded or favourited")
    func pasteIntoTheListRunsNothing() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.paste("dfjj\nq")
        let ignored = try session.waitFor("Paste ignored")

        // The selection is still row 1, of 30 or, once the prefetched second page arrived, of 60.
        #expect(ignored.contains("· 1/"), "j moved the selection:\n\(ignored)")
        #expect(!ignored.contains("Downloading"))
        #expect(!FileManager.default.fileExists(atPath: session.directory.appendingPathComponent("status").path))  // q did not quit
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.directory.path).filter { $0.hasSuffix(".jpg") }.isEmpty)
        let favorites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])
        #expect(favorites.status == 0 && favorites.photoIDs.isEmpty, "\(favorites.standardOutput)")
    }

    @Test("given the list, when a paste's start marker comes and its end never does, then once the paste stalls the status bar says it was ignored and q quits: the keys after it are keys again")
    func aPasteWithoutItsEndDoesNotHoldTheKeys() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.sendBytes(Array("\u{1B}[200~hello".utf8))
        try session.waitFor("Paste ignored")
        try session.send("q")

        #expect(try session.waitForExit() == 0)
    }

    @Test("given the search field, when 10 KB is pasted and then Enter pressed, then the query searched is the paste's first characters up to the longest query, and the screen settles on it")
    func longPasteIntoSearchIsCapped() throws {
        let session = try TmuxSession(columns: 160, rows: 30)
        try session.waitFor("page 1")
        try session.send("/")
        try session.waitFor("Search:")
        let kept = String(repeating: "a", count: SearchQuery.maximumLength - 1) + "Z"

        try session.paste(kept + String(repeating: "b", count: 10 * 1_024 - kept.count))
        try session.send("Enter")
        // Enter comes after the whole paste, so this screen can only follow the paste's one edit; a screen
        // still typing a character at a time would take far longer than the deadline, or show a longer query.
        let settled = try session.waitForScreen("the capped query searched") { $0.contains("No photos match “\(kept)”.") }

        #expect(field(settled).contains("aZ"))
        #expect(!field(settled).contains("b"))
        try session.send("C-c")  // a search that found nothing keeps the keys in the field, where q is text
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a full search field, when one more character is typed, then the status bar says how much the field holds, and the field is unchanged")
    func fullFieldSaysSo() throws {
        let session = try TmuxSession(columns: 160, rows: 30)
        try session.waitFor("page 1")
        try session.send("/")
        try session.waitFor("Search:")
        try session.paste(String(repeating: "a", count: SearchQuery.maximumLength - 1) + "Z")
        try session.waitFor("aZ")
        // The paste that filled the field said so already: a key the field takes without typing clears that.
        try session.send("End")
        try session.waitForScreen("the field full, nothing said") { field($0).contains("aZ") && !$0.contains("characters at most") }

        try session.type("b")
        let told = try session.waitFor("holds \(SearchQuery.maximumLength) characters at most")

        #expect(field(told).contains("aZ") && !field(told).contains("b"), "\(field(told))")
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the search field, when text with a line break is pasted, then it stays in the field as one line: the break is a space, not Enter")
    func lineBreakInAPasteIsASpace() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("/")
        try session.waitFor("Search:")

        try session.paste("misty\nlake")
        try session.type("s")
        let typed = try session.waitForScreen("the pasted text and the s typed after it") { field($0).contains("misty lakes") }

        #expect(field(typed).contains("misty lakes"))
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the browser asked for bracketed paste, when it quits and the shell's next program is pasted into, then the text arrives without paste markers")
    func bracketedPasteEndsWithTheBrowser() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("q")
        #expect(try session.waitForExit() == 0)

        // The pane now runs `cat` in a cooked terminal, which echoes an ESC as ^[.
        try session.paste("after the browser")
        let echoed = try session.waitFor("after the browser")

        #expect(!echoed.contains("200~"), "the terminal still brackets pastes:\n\(echoed)")
    }
}
