import Foundation
import Testing

/// Handing pages to the desktop (`o` and `u` in the browser, `web --open`): "opened" is said only when
/// xdg-open answered that it did.
@Suite("Opening pages with xdg-open", .timeLimit(.minutes(2 * TestTime.scale)))
struct PageOpeningTests {
    @Test("given xdg-open answering 0 (opened) or 3 (no browser), when o is pressed, then the browser says \"Opened\" only on 0 and otherwise shows the reason, then the photo's address",
          arguments: [(Int32(0), "Opened "), (3, "Photo page (xdg-open could not open it): ")])
    func browserSaysWhatTheOpenerAnswered(exitStatus: Int32, label: String) throws {
        let opener = try FakeOpener(exitStatus: exitStatus)
        defer { opener.remove() }
        let session = try TmuxSession(columns: 200, environment: ["NO_COLOR": "1", "PATH": opener.path])
        try session.waitFor("page 1")

        try session.send("o")
        let screen = try session.waitForScreen("the opener's answer") { $0.contains("Opened http") || $0.contains("(xdg-open could not open it)") }

        let shown = try #require(Self.shownAddress(after: label, in: screen))
        #expect(shown.hasPrefix("http://127.0.0.1:") && shown.contains("/p/"))
        #expect(shown == opener.opened)
        #expect(screen.contains("Opened") == (exitStatus == 0))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given an 80-column window and xdg-open finding no browser, when o is pressed, then the status bar runs over the lines it needs and shows the reason and the whole address, a click on it leaves it, and the list gets its rows back at the next key")
    func aLongMessageRunsOverTheLinesItNeeds() throws {
        let opener = try FakeOpener(exitStatus: 3)
        defer { opener.remove() }
        let session = try TmuxSession(columns: 80, rows: 24, environment: ["NO_COLOR": "1", "PATH": opener.path])
        try session.waitForStatus("the list's status bar") { $0.contains("page 1") && $0.contains(" id ") }

        try session.send("o")
        let answered = try session.waitForStatus("the answer in the status bar") { $0.contains("(xdg-open could") && $0.contains("referral") }
        var lines = answered.components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        let message = try #require(lines.lastIndex { $0.hasPrefix(" Photo page (xdg-open could") })
        let shown = lines[message...].joined().filter { !$0.isWhitespace }
        #expect(shown == "Photopage(xdg-opencouldnotopenit):" + (opener.opened ?? "-"), "\(lines[message...])")
        #expect(lines.count - message >= 2, "the message takes more than one line at 80 columns")
        #expect(lines.count == 24 && !lines[message - 1].trimmingCharacters(in: .whitespaces).isEmpty, "the list ends right above the message: \(answered)")
        #expect(lines.first?.contains("PhotoList —") == true, "the title bar stays on top")

        // A click on the message leaves it (the rule: StatusBarTests; this is its wiring). The resize after
        // it is a point to wait for that no key makes: its bytes are in the terminal before the resize's
        // signal comes. The title bar ends in a space tmux trims: 80 characters at 81 columns.
        try session.sendBytes(Array("\u{1B}[<0;10;24M\u{1B}[<0;10;24m".utf8))
        try session.resize(columns: 81, rows: 24)
        // The whole frame is waited for, the message at its foot (a capture may come while it is drawn): a
        // click that took the message away would leave it waiting.
        let clicked = try session.waitForScreen("the window resized, the message kept") {
            $0.components(separatedBy: "\n").first?.count == 80 && $0.contains("(xdg-open could not open it)")
        }
        #expect(clicked.contains("PhotoList —"), "\(clicked)")

        try session.send("j")
        let moved = try session.waitForStatus("the facts back") { $0.contains(" id ") && $0.contains("2/") }
        #expect(!moved.contains("xdg-open"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the demo's first page synced, when o is pressed in the browser offline, then it says the page's demo server has stopped and never runs the opener")
    func offlineDemoPageIsNotOpened() throws {
        let opener = try FakeOpener(exitStatus: 0)
        defer { opener.remove() }
        let session = try TmuxSession(["--offline"], columns: 200, environment: ["NO_COLOR": "1", "PATH": opener.path]) { home in
            let sync = try PhotoListBinary.run(["sync", "--pages", "1"], environment: ["HOME": home.path])
            #expect(sync.status == 0, "\(sync.standardError)")
        }
        try session.waitFor("page 1")

        try session.send("o")

        try session.waitFor("This photo's page is unavailable: the demo server that served it has stopped; run without --offline.")
        #expect(opener.opened == nil)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given web --open and an xdg-open that finds no browser, when it answers, then one line says so and the launch page holding the token is removed while the server runs")
    func webRemovesTheLaunchPageWhenTheOpenerFails() throws {
        let opener = try FakeOpener(exitStatus: 3)
        defer { opener.remove() }
        let web = try PhotoListBinary.launch(["web", "--open"], environment: Self.environment(opener, path: opener.path))
        defer { kill(web.process.processIdentifier, SIGKILL) }
        web.waitForOutputFile { web.standardError.contains("open the address above") }
        let page = try #require(opener.opened)

        #expect(web.process.isRunning)
        #expect(web.standardError.contains("photolist: xdg-open could not open a browser (exit status 3); open the address above\n"))
        #expect(!web.standardError.contains("opened the web view"))
        #expect(!FileManager.default.fileExists(atPath: page), "the page is removed at once")
        kill(web.process.processIdentifier, SIGINT)
        #expect(web.waitForExit())
        #expect(web.process.terminationStatus == 0)
    }

    @Test("given web --open on a machine without xdg-open, when it starts, then one line says there is none and to open the printed address")
    func webSaysThereIsNoOpener() throws {
        let opener = try FakeOpener(exitStatus: 0)
        defer { opener.remove() }
        let empty = opener.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let web = try PhotoListBinary.launch(["web", "--open"], environment: Self.environment(opener, path: empty.path))
        defer { kill(web.process.processIdentifier, SIGKILL) }
        web.waitForOutputFile { web.standardError.contains("open the address above") }

        #expect(web.standardError.contains("photolist: there is no xdg-open here to open a browser; open the address above\n"))
        #expect(opener.opened == nil)
        kill(web.process.processIdentifier, SIGTERM)
        #expect(web.waitForExit())
    }

    @Test("given web --open serving, when SIGHUP or SIGQUIT arrives, then it stops as Ctrl-C stops it: the launch page is removed and the status is 0", arguments: [SIGHUP, SIGQUIT])
    func webStopsCleanlyOnEveryStoppingSignal(signal: Int32) throws {
        let opener = try FakeOpener(exitStatus: 0)
        defer { opener.remove() }
        let web = try PhotoListBinary.launch(["web", "--open"], environment: Self.environment(opener, path: opener.path))
        web.waitForOutputFile { web.standardError.contains("opened the web view in the desktop's browser\n") }
        let page = try #require(opener.opened)
        #expect(FileManager.default.fileExists(atPath: page))

        kill(web.process.processIdentifier, signal)

        #expect(web.waitForExit(), "web kept running after signal \(signal)")
        #expect(web.process.terminationReason == .exit && web.process.terminationStatus == 0, "stderr: \(web.standardError)")
        #expect(web.standardError.hasSuffix("stopped on \(signal == SIGHUP ? "SIGHUP" : "SIGQUIT")\n"), "\(web.standardError)")
        #expect(!FileManager.default.fileExists(atPath: page), "the launch page is removed when the server stops")
    }

    /// A private HOME and runtime folder (where the launch page goes) in the opener's folder, and `path`.
    private static func environment(_ opener: FakeOpener, path: String) -> [String: String] {
        ["HOME": opener.folder.path, "XDG_RUNTIME_DIR": opener.folder.path, "PATH": path]
    }

    /// The address on screen after `label`, up to the next space.
    private static func shownAddress(after label: String, in screen: String) -> String? {
        screen.range(of: label).map { String(screen[$0.upperBound...].prefix { !$0.isWhitespace }) }
    }
}
