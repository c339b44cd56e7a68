import Domain
import Foundation
import HTTPTestServer
@testable import PhotoListTerminal
import Testing

/// The browser as people use terminal tools: editing keys in a field, emoji and CJK columns, Ctrl-L,
/// Ctrl-Z and `fg`, the mouse, and a window too small to act in. Each runs the real binary in tmux.
@Suite("Browser terminal conventions in tmux", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowserTerminalTests {
    /// The search field's line on `screen`.
    private func field(_ screen: String) -> String {
        screen.components(separatedBy: "\n").first { $0.contains("Search:") } ?? ""
    }

    @Test("given the search field, when editing with Home, End, Ctrl-W and Ctrl-U, then the text changes as in a shell, and letters typed after Backspace on an empty field stay text")
    func editingKeys() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("/")
        try session.waitFor("Search:")

        try session.type("lake")
        try session.send("Home")
        try session.type("misty ")
        try session.send("End")
        try session.type("s")
        let edited = try session.waitForScreen("misty lakes") { field($0).contains("misty lakes") }
        try session.send("C-w")
        let cut = try session.waitForScreen("the last word gone") { !field($0).contains("lakes") }
        try session.send("C-u", "BSpace", "BSpace", "BSpace")
        try session.type("quiet fun")
        let typed = try session.waitForScreen("quiet fun") { field($0).contains("quiet fun") }

        #expect(field(edited).contains("misty lakes"))
        #expect(field(cut).contains("misty") && !field(cut).contains("lake"))
        #expect(field(typed).contains("quiet fun"))
        #expect(!FileManager.default.fileExists(atPath: session.directory.appendingPathComponent("status").path))  // q did not quit
        let favorites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])
        #expect(!favorites.standardOutput.contains("\"id\""))  // f did not favourite
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a query longer than the field, when typed, then the field scrolls to keep the cursor and the end of the text visible")
    func longQueryScrolls() throws {
        let session = try TmuxSession(columns: 80, rows: 24)
        try session.waitFor("page 1")
        try session.send("/")
        // The longest query there is (the field takes no more), which is longer than the field is wide.
        try session.type(String(repeating: "x", count: SearchQuery.maximumLength - 3) + "END")

        let screen = try session.waitForScreen("the end of the query") { field($0).contains("END") }

        #expect(field(screen).contains("…"))
        try session.send("C-c")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given emoji and CJK in names and descriptions, when listed at 80 and 120 columns, then every row's likes column starts at the same cell", arguments: [80, 120])
    func emojiAndCJKColumnsAlign(columns: Int) throws {
        let texts = [("🚀⭐✅⚡ rocket launch", "Ada 🚀"), ("👩‍👩‍👧 family picnic", "李小龍"), ("東京の夜景 日本語", "Zoë"), ("🇩🇪 Berlin bei Nacht", "한국어 이름"), ("plain ascii text", "Plain Name")]
        let photos = texts.enumerated().map { index, text in
            var photo = ScriptedUnsplash.photo(id: "p\(index)", text: text.0, name: text.1)
            photo["likes"] = 5 + index
            return photo
        }
        let list = Array(try JSONSerialization.data(withJSONObject: photos))
        let total = "\(photos.count)"
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Total", total)], body: list) }
        defer { server.stop() }
        let session = try TmuxSession(["--base-url", server.baseURL.absoluteString], columns: columns, rows: 24)

        let screen = try session.waitFor("Plain Name")
        // The list's rows (at 120 columns a preview beside them says " likes" too, further right).
        let listWidth = ListPreview.listWidth(columns: columns)
        let rows = screen.components(separatedBy: "\n").filter { row in
            row.range(of: " likes").map { TerminalText.width(String(row[..<$0.lowerBound])) < listWidth } ?? false
        }
        let likesColumns = rows.compactMap { row in row.range(of: " likes").map { TerminalText.width(String(row[..<$0.lowerBound])) } }

        #expect(rows.count == photos.count)
        #expect(Set(likesColumns).count == 1, "likes end at cells \(likesColumns)")
        #expect(rows.allSatisfy { TerminalText.width($0.trimmingCharacters(in: .whitespaces)) <= columns })
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given another program wrote on the terminal, when Ctrl-L is pressed, then the whole screen is painted again")
    func controlLRepaints() throws {
        // No pictures: a thumbnail arriving late would repaint its row and wipe the noise before it is seen.
        let session = try TmuxSession(["--images", "none"])
        try session.waitFor("page 1")

        try session.writeToTerminal("\u{1B}[5;5HFOREIGN OUTPUT\u{1B}[12;20HMORE NOISE")
        try session.waitFor("FOREIGN OUTPUT")
        try session.send("C-l")
        let repainted = try session.waitForScreen("the noise gone") { !$0.contains("FOREIGN") && !$0.contains("NOISE") && $0.contains("page 1") }

        #expect(repainted.contains("PhotoList — Latest photos"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the browser started from a shell with job control, when Ctrl-Z is pressed and then fg, then the shell gets a sane terminal and the browser comes back")
    func controlZSuspendsAndFgResumes() throws {
        let session = try TmuxSession(jobControl: true)
        try session.waitFor("page 1")

        try session.send("C-z")
        let stopped = try session.waitForScreen("the shell prompt") { $0.contains("Stopped") && !$0.contains("PhotoList —") }
        try session.type("stty -a > stopped-settings; fg")
        try session.send("Enter")
        try session.waitForScreen("the browser again") { $0.contains("PhotoList — Latest photos") && $0.contains("page 1") }
        try session.send("j")
        try session.waitFor("2/")
        try session.send("q")

        #expect(try session.waitForExit() == 0)
        let settings = try String(contentsOf: session.directory.appendingPathComponent("stopped-settings"), encoding: .utf8)
        #expect(settings.contains(" echo") && settings.contains(" icanon"))  // cooked again while stopped
        #expect(stopped.contains("shell$"))
        let terminal = try session.terminalSettings()
        #expect(terminal.before == terminal.after)
    }

    @Test("given the browser stopped from outside (SIGSTOP, which it cannot see coming), when the shell continues it in the background and then brings it back with fg, then it stays stopped until fg, and comes back in raw mode, repainted")
    func outsideStopAndFgResumes() throws {
        let session = try TmuxSession(jobControl: true)
        try session.waitFor("page 1")
        let pid = try Self.stopFromOutside(session)
        try session.waitFor("Stopped")
        try session.type("bg")
        try session.send("Enter")
        // Continued in the background, it takes the terminal back only by stopping again (SIGTTOU).
        try session.waitForScreen("the job stopped again in the background") { $0.contains("run.sh &") && Self.isStopped(pid) }
        try Self.fgBringsBack(pid, in: session)
    }

    @Test("given the browser under dash, which leaves a stopped job's terminal as it was, when it is stopped and then continued from outside, then it stops again with a terminal the shell can read a line in, and fg brings it back repainted")
    func outsideStopAndContinueUnderDash() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/bin/dash"), "this test needs dash, Debian's /bin/sh")
        let session = try TmuxSession(jobControl: true, jobShell: "dash -i")
        try session.waitFor("page 1")
        let pid = try Self.stopFromOutside(session)
        try session.waitForScreen("dash's prompt, the browser stopped") { $0.contains("shell$") && Self.isStopped(pid) }
        #expect(try session.paneSettings().contains("-icanon"), "dash left the browser's raw settings in place")

        // Continued in the background, it used to read the terminal, fail with EIO and end as if it were closed.
        kill(pid, SIGCONT)
        try session.waitUntil("the browser stopped again, the terminal cooked for dash") {
            try Self.isStopped(pid) && session.paneSettings().contains(" icanon")
        }
        try Self.fgBringsBack(pid, in: session)
    }

    /// Stops the browser's job from outside (SIGSTOP to its whole process group, as `kill -STOP %1` would:
    /// the shell then reports it stopped); returns the browser's process id.
    private static func stopFromOutside(_ session: TmuxSession) throws -> Int32 {
        let pid = try session.photolistPID()
        let group = getpgid(pid)
        try #require(group > 1, "photolist's process group")
        kill(-group, SIGSTOP)
        return pid
    }

    /// Types `fg` at the shell and checks the browser comes back repainted, reads keys raw, quits with 0
    /// and leaves the terminal as it found it.
    private static func fgBringsBack(_ pid: Int32, in session: TmuxSession) throws {
        try session.type("fg")
        try session.send("Enter")
        try session.waitForScreen("the browser repainted") { $0.contains("PhotoList — Latest photos") && !$0.contains("shell$") && !isStopped(pid) }
        try session.send("j")
        try session.waitForStatus("the next row selected, read as a key, not a line") { $0.contains("2/") }
        try session.send("q")

        #expect(try session.waitForExit() == 0)
        let terminal = try session.terminalSettings()
        #expect(terminal.before == terminal.after)
    }

    /// Whether process `pid` is stopped (state `T` in `/proc/PID/stat`).
    private static func isStopped(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    }

    @Test("given the browser started as a background job (under timeout, in a process group of its own), when it starts, then one line says it needs the foreground and it exits 2 without touching the terminal")
    func backgroundJobIsRefused() throws {
        let session = try TmuxSession(launcher: ["timeout", "60"])

        let status = try session.waitForExit()

        let screen = try session.screen()
        #expect(status == 2, "\(screen)")
        #expect(screen.contains("photolist: the interactive browser needs the terminal to itself, but runs as a background job"), "\(screen)")
        #expect(!screen.contains("PhotoList —"))
        let terminal = try session.terminalSettings()
        #expect(terminal.before == terminal.after)
    }

    @Test("given the browser started in a session of its own (setsid), whose terminal is no controlling terminal, when it starts, then one line names that, not a background job, and it exits 2 without touching the terminal")
    func aSessionWithoutTheTerminalIsRefused() throws {
        let session = try TmuxSession(launcher: ["setsid", "-w"])

        let status = try session.waitForExit()

        let screen = try session.screen()
        #expect(status == 2, "\(screen)")
        #expect(screen.contains("photolist: the interactive browser needs its terminal to be this session's controlling terminal"), "\(screen)")
        #expect(!screen.contains("background job") && !screen.contains("PhotoList —"), "\(screen)")
        let terminal = try session.terminalSettings()
        #expect(terminal.before == terminal.after)
    }

    @Test("given a detail at 100 columns, beside a large picture, when its facts are wider than their column, then they wrap under their label instead of losing their ends")
    func detailFactsWrap() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("Enter")
        let detail = try session.waitForScreen("the detail's facts") { $0.contains("Exposure") && $0.contains("Colour") }
        try session.send("q")

        // Each fact line, from its label to the line before the next label, with the picture cut away.
        let text = detail.components(separatedBy: "\n").map { line in line.split(separator: "▀").last.map(String.init) ?? line }
        let exposure = try #require(text.firstIndex { $0.contains("Exposure") })
        #expect(text[exposure...].prefix(2).joined().contains("ISO"), "the exposure keeps its ISO: \(text[exposure...].prefix(2))")
        #expect(!text.contains { $0.hasSuffix("…") && ($0.contains("Exposure") || $0.contains("Published")) }, "\(detail)")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo opened from the list, when → steps to the next one, then the detail's status bar says where each stands in the list")
    func detailSaysWhereItsPhotoStands() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("Enter")
        let first = try session.waitForScreen("the first photo's detail") {
            $0.contains("PhotoList — Photo ") && TmuxSession.statusBar(of: $0).contains(" · 1/") && TmuxSession.statusBar(of: $0).contains(" id ")
        }

        try session.send("Right")
        let second = try session.waitForScreen("the next photo's detail") {
            $0.contains("PhotoList — Photo ") && TmuxSession.statusBar(of: $0).contains(" · 2/") && TmuxSession.statusBar(of: $0).contains(" id ")
        }

        #expect(first.components(separatedBy: "\n").first != second.components(separatedBy: "\n").first, "another photo's title")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the browser started from a shell, when the window grows taller and the browser quits, then none of its rows is left on the shell's screen or in its scrollback")
    func growingWindowLeavesNothingBehind() throws {
        let session = try TmuxSession(columns: 80, rows: 24, jobControl: true)
        try session.waitFor("page 1")

        try session.resize(columns: 100, rows: 45)
        // tmux's grid grows at once, with the old frame's status bar on row 24: the new one is on row 45.
        try session.waitForScreen("the browser on the taller screen") { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.count >= 45 && lines[44].contains("page 1")
        }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        let after = try session.waitForScreen("the shell's next prompt") { $0.components(separatedBy: "shell$").count > 2 }

        let left = try session.screenAndScrollback()
        #expect(!left.contains("likes") && !left.contains("PhotoList —"), "\(after)\n---\n\(left)")
    }

    @Test("given the list, when the wheel turns down and a row is clicked twice, then the selection moves and the clicked photo opens")
    func mouseWheelAndClick() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.sendBytes(Array("\u{1B}[<65;10;5M".utf8))
        let scrolled = try session.waitFor("4/")
        try session.sendBytes(Array("\u{1B}[<0;10;8M\u{1B}[<0;10;8m".utf8))
        try session.waitFor("7/")
        try session.sendBytes(Array("\u{1B}[<0;10;8M\u{1B}[<0;10;8m".utf8))
        let detail = try session.waitFor("Photo by")

        #expect(scrolled.contains("4/"))
        #expect(detail.contains("PhotoList — Photo "))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        let terminal = try session.terminalSettings()
        #expect(terminal.before == terminal.after)
    }

    @Test("given a selected photo, when y is pressed, then its id and page link reach the clipboard through OSC 52 and the status bar says so; u opens the photographer's photos")
    func copyAndProfile() throws {
        let session = try TmuxSession()
        let list = try session.waitForStatus("the first photo selected") { $0.contains("page 1") && $0.contains(" id ") }
        let id = try #require(list.components(separatedBy: " id ").last?.split(whereSeparator: \.isWhitespace).first.map(String.init))

        try session.send("y")
        let copied = try session.waitForStatus("the copy noted") { $0.contains("Copied ") }
        try session.send("u")
        let photographer = try session.waitForScreen("the photographer's photos") { $0.contains("PhotoList — Photos by ") && $0.contains("page 1") }

        #expect(try session.buffer().hasPrefix(id + " http"))
        #expect(copied.contains("Copied \(id)"))
        #expect(photographer.contains("page 1"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given keys typed in one burst as a detail opens and steps (Enter y, then n y n y), when each lands, then every y copies the photo the keys before it led to, never the one still shown")
    func keysActOnThePhotoTheyFollow() throws {
        let ids = try Self.listedIDs(perPage: 3)
        try #require(ids.count == 3)
        let session = try TmuxSession()
        try session.waitForStatus("the first photo selected") { $0.contains("page 1") }

        try session.send("Enter", "y")
        try session.waitForStatus("the opened photo copied") { $0.contains("Copied \(ids[0])") }
        try session.send("n", "y", "n", "y")
        let copied = try session.waitForStatus("the third photo copied") { $0.contains("Copied \(ids[2])") }

        #expect(try session.buffer().hasPrefix(ids[2] + " http"))
        #expect(copied.contains("Copied \(ids[2])"))
        #expect(try session.screen().contains("PhotoList — Photo \(ids[2])"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the last loaded photo's detail, when n waits for the next page and a search opened meanwhile answers first, then Esc shows the photo n led to, and the next n opens the photo after it, skipping none")
    func aStepUnderAnotherPaneLandsOnItsDetail() throws {
        // The search answers after the page the step waits for (both delayed, the search longer and later),
        // so the step lands while the search is on top.
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "list:delay=1,search:delay=2"])
        try session.waitForStatus("the first photos") { $0.contains("page 1") && !$0.contains("loading…") }
        try session.send("End")
        let end = try session.waitForStatus("the last loaded photo selected") { $0.contains(#/(\d+)/\1\+/#) }
        let loaded = try #require(end.firstMatch(of: #/(\d+)/\1\+/#).flatMap { Int($0.1) })
        try #require(loaded % 30 == 0)
        let next = try Self.listedIDs(perPage: 30, page: loaded / 30 + 1)
        try #require(next.count >= 2)
        try session.send("Enter")
        try session.waitFor("Photo by")

        try session.send("n", "/")
        try session.type("forest")
        try session.send("Enter")
        try session.waitForStatus("the search's results") { $0.contains(" found") }
        try session.send("Escape")
        let returned = try session.waitForScreen("the detail again") { $0.contains("PhotoList — Photo ") && $0.contains("Photo by") }
        try session.send("n")
        let stepped = try session.waitForScreen("the next photo") { !$0.contains("PhotoList — Photo \(next[0])") && $0.contains("Photo by") }

        #expect(returned.contains("PhotoList — Photo \(next[0])"), "\(returned.prefix(120))")
        #expect(stepped.contains("PhotoList — Photo \(next[1])"), "\(stepped.prefix(120))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    /// The ids of the demo catalog's page `page` of `perPage` photos, as `list --json` prints them.
    private static func listedIDs(perPage: Int, page: Int = 1) throws -> [String] {
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", String(perPage), "--page", String(page)])
        let object = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        return try #require((object?["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
    }

    /// Selects the last row of the catalog's first page, whose next page has not come (a fault holds it
    /// back), and opens its detail.
    private static func openLastLoadedPhoto(in session: TmuxSession) throws {
        try session.waitForStatus("the first page") { $0.contains("page 1") }
        try session.send("End")
        try session.waitForStatus("the last loaded photo selected") { $0.contains("30/30+") }
        try session.send("Enter")
    }

    @Test("given the last loaded photo's detail and a slow next page, when n is pressed, then the status bar says it is loading until the next photo opens")
    func aStepThatWaitsSaysItIsLoading() throws {
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "list:delay=5@2"])  // long enough to press n before it comes
        try Self.openLastLoadedPhoto(in: session)
        let detail = try session.waitForStatus("the detail") { $0.contains("30/30+") && $0.contains(" id ") && !$0.contains("loading…") }

        try session.send("n")
        let waiting = try session.waitForStatus("the step waiting") { $0.contains("loading…") }
        let landed = try session.waitForStatus("the next photo") { $0.contains("31/") && !$0.contains("loading…") }

        #expect(detail.contains("30/30+"))
        #expect(waiting.contains(/30\/30\+( of [^ ]+)? · loading…/), "\(waiting)")
        #expect(landed.contains("31/"), "\(landed)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the last loaded photo's detail and a source that fails every page after the first, when n is pressed, then the detail says why no next photo came and stays, and a y after it copies that photo")
    func aStepWhosePageFailsSaysWhy() throws {
        let last = try #require(try Self.listedIDs(perPage: 30).last)
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "list:status=500@2"])
        try Self.openLastLoadedPhoto(in: session)
        try session.waitFor("PhotoList — Photo \(last)")

        try session.send("n")
        let notice = try session.waitForStatus("why no next photo came") { $0.contains("could not be loaded") }
        try session.send("y")
        let copied = try session.waitForStatus("the shown photo copied") { $0.contains("Copied ") }

        #expect(notice.contains("The next photos could not be loaded: ") && notice.contains("(HTTP 500)"), "\(notice)")
        #expect(copied.contains("Copied \(last)"), "\(copied)")
        #expect(try session.screen().contains("PhotoList — Photo \(last)"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a detail with a long description, when ↓ is pressed, then the text scrolls, says there is more above, and its end becomes visible")
    func detailScrolls() throws {
        let description = (1...120).map { "word\($0)" }.joined(separator: " ") + " THE-END"
        let scripted = try ScriptedUnsplash(photo: ScriptedUnsplash.photo(id: "long", text: description, name: "Writer"), id: "long")
        defer { scripted.server.stop() }
        let session = try TmuxSession(["--base-url", scripted.baseURL], columns: 80, rows: 16)
        try session.waitFor("Writer")
        try session.send("Enter")
        let top = try session.waitFor("more (↓ scrolls)")

        // Enough to reach the end whether or not the lines saying the picture was not shown (its host,
        // 127.0.0.1:9, does not answer) came before the text.
        for _ in 0..<24 { try session.send("Down") }
        let further = try session.waitFor("THE-END")
        for _ in 0..<30 { try session.send("Down") }
        let bottom = try session.waitForScreen("the end of the text") { $0.contains("Colour") && !$0.contains("more (↓ scrolls)") }

        #expect(!top.contains("THE-END") && !top.contains("Colour"))
        #expect(!top.contains("↑ more"))
        #expect(further.contains("THE-END"))
        #expect(further.contains("↑ more (↑ scrolls back)") && bottom.contains("↑ more (↑ scrolls back)"))
        #expect(!bottom.contains("word1 word2 word3 word4 word5 word6"))  // the first line scrolled away
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo's detail, when n and p are pressed, then the next and previous photos of the list open in place, past the loaded rows too, and Esc returns to the list on the photo last viewed")
    func nextAndPreviousInTheDetail() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        func title(_ screen: String) -> String { screen.components(separatedBy: "\n").first ?? "" }

        try session.send("Enter")
        let first = title(try session.waitFor("Photo by"))
        try session.send("n")
        let second = title(try session.waitForScreen("the next photo") { title($0) != first && $0.contains("Photo by") })
        try session.send("p")
        try session.waitForScreen("the first photo again") { title($0) == first && $0.contains("Photo by") }
        // End selects the last row loaded (30 or, when the view model has already fetched ahead, 60): n
        // from its detail steps past the rows loaded when it was pressed.
        try session.send("Escape", "G")
        let end = try session.waitForScreen("the last loaded row selected") { $0.range(of: #" (30|60)/(60|90)\+"#, options: .regularExpression) != nil }
        let lastRow = try #require(end.range(of: #" (30|60)/"#, options: .regularExpression).flatMap { Int(end[$0].dropFirst().dropLast()) })
        try session.send("Enter")
        let last = title(try session.waitForScreen("the last loaded photo") { title($0) != first && $0.contains("Photo by") })
        try session.send("n")
        try session.waitForScreen("the photo after it, from the next page") { title($0) != last && $0.contains("Photo by") }
        try session.send("Escape")
        // The detail's bar names the position too: wait for the list's own, with its page.
        let list = try session.waitForScreen("the row after it selected") { screen in
            let bar = TmuxSession.statusBar(of: screen)
            return title(screen).contains("Latest photos") && bar.contains(" \(lastRow + 1)/") && bar.contains(" id ") && bar.contains("page ")
        }

        #expect(first != second)
        #expect(TmuxSession.statusBar(of: list).contains("page \(lastRow / 30 + 1)"), "\(TmuxSession.statusBar(of: list))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given rows from two pages, when the selection moves, then the status bar names the selected row's page; PgDn past the loaded rows loads on and lands a screenful further")
    func positionInTheStatusBar() throws {
        // Wide enough for the facts beside End's notice (at 100 columns the page gives way to it; bars that
        // run out of room are the narrowest-terminal test's), and narrower than a preview column opens at.
        let session = try TmuxSession(columns: 119)
        try session.waitFor("page 1")
        func status(_ screen: String) -> String { TmuxSession.statusBar(of: screen) }

        for _ in 0..<35 { try session.send("j") }
        try session.waitFor("36/60+")
        for _ in 0..<33 { try session.send("k") }
        let back = try session.waitForStatus("row 3 selected") { $0.contains(" 3/60+") && $0.contains(" id ") }
        try session.send("End")
        let end = try session.waitForStatus("the last loaded row") { $0.range(of: #"60/(60|90)\+"#, options: .regularExpression) != nil }
        try session.send("PageDown")
        let further = try session.waitForStatus("a screenful past the old end") { bar in
            bar.range(of: #"\b(8[0-9])/(90|120)\+"#, options: .regularExpression) != nil
        }

        // The demo says how many photos it holds (X-Total): the position ends "of 10k".
        #expect(status(back).range(of: #" 3/60\+ of [0-9.]+k · page 1"#, options: .regularExpression) != nil, "\(status(back))")
        // End shows the last row, which asks for the next page: it may have arrived by the capture.
        #expect(status(end).range(of: #"60/(60|90)\+ of [0-9.]+k · page 2"#, options: .regularExpression) != nil, "\(status(end))")
        #expect(status(further).contains("page 3"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the narrowest terminal the browser takes, when a photo is selected, then the status bar drops the pane's last facts whole and shows the photo's id uncut")
    func theIDStaysInANarrowStatusBar() throws {
        let session = try TmuxSession(columns: 60, rows: 16)
        try session.waitFor("page 1")
        try session.send("j")

        let screen = try session.waitForStatus("row 2 selected, its id whole") { $0.range(of: #" 2/\d+\+"#, options: .regularExpression) != nil }
        let bar = TmuxSession.statusBar(of: screen)

        #expect(bar.range(of: #" · id [A-Za-z0-9_-]{11}\s*$"#, options: .regularExpression) != nil, "\(bar)")
        #expect(!bar.contains("…"), "\(bar)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a terminal 150 columns wide, when the selection moves, then a preview column beside the list shows the selected photo's picture and facts; at 100 columns there is none")
    func aWideTerminalShowsAPreview() throws {
        let session = try TmuxSession(["--images", "blocks"], columns: 150, rows: 40)
        func previewText(_ screen: String) -> [String] {
            screen.components(separatedBy: "\n").dropFirst().dropLast().map { String($0.dropFirst(ListPreview.listWidth(columns: 150))) }
        }
        let first = try session.waitForScreen("the preview with a picture") { screen in
            previewText(screen).filter { $0.contains("▀▀▀▀▀▀▀▀▀▀") }.count >= 10 && previewText(screen).contains { $0.contains(" by ") }
        }
        let firstAuthor = previewText(first).first { $0.hasPrefix("  by ") || $0.hasPrefix(" by ") }
        try session.send("j")
        // Read once drawn down to its likes: a capture landing mid-frame may hold the new author only.
        try session.waitForScreen("the next photo's facts") { screen in
            let author = previewText(screen).first { $0.hasPrefix("  by ") || $0.hasPrefix(" by ") }
            let likes = previewText(screen).contains { $0.contains(" likes") || $0.contains(" like") }
            return author != nil && author != firstAuthor && likes
        }
        try session.resize(columns: 100, rows: 40)
        let narrow = try session.waitForScreen("the list alone") { !$0.contains(" by ") && $0.contains(" × ") }

        #expect(!narrow.contains(" by "))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given two pages loaded and slow pages, when End is pressed three times at once, then the first goes to the last row loaded and each of the others to the next page's last, waiting for it")
    func endHeldMovesAPageAtATime() throws {
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "list:delay=1"])
        // The window shows more than one page's rows, so the second is read at once.
        try session.waitForStatus("two pages loaded") { $0.contains(" 1/60+") && !$0.contains("loading…") }

        try session.send(["End", "End", "End"])

        // 60 (the last row loaded), then 90 and 120, once their pages come.
        let end = try session.waitForStatus("the fourth page's last row selected, no key waiting") { $0.contains(" 120/") && !$0.contains("keys wait") }
        #expect(!end.contains(" 150/"), "\(end)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given slow pages, when End is pressed, then the status bar says more are available, and the notice leaves once the next page has arrived")
    func theEndNoticeLeavesWithTheStatus() throws {
        let session = try TmuxSession(environment: ["PHOTOLIST_DEMO_FAULTS": "list:delay=1"])
        func status(_ screen: String) -> String { TmuxSession.statusBar(of: screen) }
        try session.waitFor("/60+")

        try session.send("End")
        let notice = try session.waitForStatus("the end notice") { $0.range(of: #"60 of [0-9.]+k loaded, more available"#, options: .regularExpression) != nil }
        let after = try session.waitForStatus("the next page, without the notice") { $0.contains("60/90+") }

        #expect(status(notice).contains("60/60+"))
        #expect(!status(after).contains("loaded, more available"), "\(status(after))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given slow search results, when End is pressed in them, then the status bar says more are available after a bar that parts the notice from the position, and the notice leaves once the next page has arrived")
    func theEndNoticeLeavesSearchResultsWithTheirPosition() throws {
        // Wide enough for the position beside the notice, which is compared with it.
        let session = try TmuxSession(columns: 120, environment: ["PHOTOLIST_DEMO_FAULTS": "search:delay=1"])
        func status(_ screen: String) -> String { TmuxSession.statusBar(of: screen) }
        /// The rows loaded in "61/90+", the position among the results.
        func loaded(_ screen: String) -> Int? {
            status(screen).firstMatch(of: /\d+\/(\d+)\+/).flatMap { Int($0.1) }
        }
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("forest")
        try session.send("Enter")
        try session.waitForStatus("the first results") { $0.contains(" found") && loaded($0) != nil && !$0.contains("loading…") }

        try session.send("End")
        let notice = try session.waitForStatus("the end notice") { $0.contains("loaded, more available") }
        let after = try session.waitForStatus("the next page, without the notice") { bar in
            loaded(bar).map { $0 > (loaded(notice) ?? .max) } == true && !bar.contains("more available")
        }

        let told = status(notice).firstMatch(of: /(\d+)( of [^ ]+)? loaded, more available/).flatMap { Int($0.1) }
        #expect(told != nil && told == loaded(notice), "the notice counts the rows the position shows: \(status(notice))")
        #expect(status(notice).contains(/\d+\/\d+\+ .* │ \d+( of [^ ]+)? loaded, more available/), "\(status(notice))")
        #expect(!status(after).contains("loaded, more available"), "\(status(after))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given search results with a row chosen far down, when O and C are pressed in the results, then the query is searched again with the shape and colour filters, which the pane shows, from the top of the new results")
    func filtersInTheBrowser() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.send("/")
        try session.type("sea")
        try session.waitFor("found")
        try session.send("Down", "Down", "Down", "Down")
        _ = try session.waitForStatus("the fourth result chosen") { $0.contains("· 4/") }
        try session.send("O", "O")
        let portrait = try session.waitForScreen("portrait results") { $0.contains("Filters: Portrait") && $0.contains("found") && !$0.contains("Searching for") }
        for _ in 0..<11 { try session.send("C") }
        let blue = try session.waitForScreen("portrait and blue results") { $0.contains("Filters: Portrait · Blue") && $0.contains("found") && !$0.contains("Searching for") }

        #expect(portrait.contains("Filters: Portrait"))
        #expect(TmuxSession.statusBar(of: portrait).contains("· 1/"), "\(TmuxSession.statusBar(of: portrait))")
        #expect(!blue.contains("No photos match"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a source that cannot search, when / is pressed, then no search opens and the status bar says why; help says so too")
    func noSearchWithoutASearchingSource() throws {
        let photos = #"[{"id":"10","author":"Paul Jarvis","width":2500,"height":1667,"url":"https://unsplash.com/photos/6J--NXulQCs","download_url":"http://127.0.0.1:9/id/10/2500/1667"}]"#
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(photos.utf8)) }
        defer { server.stop() }
        let session = try TmuxSession(["--source", "picsum", "--base-url", server.baseURL.absoluteString])
        try session.waitFor("Paul Jarvis")

        try session.send("/")
        let refused = try session.waitFor("Search is not available")
        try session.send("?")
        let help = try session.waitFor("no search: this source has none")  // the help's line, not the refusal still shown

        #expect(!refused.contains("Search:"))
        #expect(help.contains("no search"))
        try session.send("q", "q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the list, when c is pressed before any download, then it says none was running; when a letter, Tab, a Ctrl or a function key no command takes is pressed, then the status bar says it does nothing and where the keys are listed, until the next key; with the help open, it only closes the help")
    func aKeyThatDoesNothingSaysSo() throws {
        let session = try TmuxSession()
        try session.waitForStatus("the list") { $0.contains("page 1") && $0.contains(" id ") }
        try session.send("c")
        try session.waitForStatus("c with no download") { $0.contains("No download was running or waiting") }

        // tmux's key name, and the key as the notice names it.
        for (key, label) in [("w", "w"), ("Tab", "Tab"), ("C-a", "Ctrl-A"), ("F5", "F5")] {
            try session.send(key)
            try session.waitForStatus("\(label)'s notice") { $0.contains("\(label) does nothing: ? lists the keys") }
        }
        try session.send("j")
        let moved = try session.waitForStatus("the facts back") { $0.contains("2/") }
        #expect(!moved.contains("does nothing"))
        try session.send("?")
        try session.waitFor("this help")
        try session.send("w")
        let closed = try session.waitForScreen("the help closed") { !$0.contains("this help") }
        #expect(!closed.contains("does nothing"), "the key closed the help, as any key does")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the list, when keys that act in one kind of pane only are pressed, then each names that pane, the key named as pressed; in the empty favourites list, x says nothing is listed to remove")
    func aKeyForAnotherPaneSaysWhich() throws {
        let session = try TmuxSession()
        try session.waitForStatus("the list") { $0.contains("page 1") && $0.contains(" id ") }

        try session.send("n")
        try session.waitForStatus("n in the list") { $0.contains("n works only in a photo's detail (Enter opens one)") }
        try session.send("Left")
        try session.waitForStatus("← in the list") { $0.contains("← works only in a photo's detail") }
        try session.send("O")
        try session.waitForStatus("O in the list") { $0.contains("O works only in a search's results (/)") }
        try session.send("x")
        try session.waitForStatus("x in the list") { $0.contains("x works only in the favourites list (F)") }
        try session.send("DC")
        try session.waitForStatus("Del in the list") { $0.contains("Del works only in the favourites list (F)") }
        try session.send("F")
        try session.waitFor("No favourites yet")
        try session.send("x")
        let empty = try session.waitForStatus("x in the empty favourites") { $0.contains("No favourite is listed to remove.") }

        #expect(!empty.contains("works only in"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given an empty offline copy, when the browser opens offline and a search is entered, then each pane says how to fill the copy, as the command line does")
    func anEmptyOfflineCopySaysHowToFillIt() throws {
        let session = try TmuxSession(["--offline"])
        let advice = "Fetch it online first (without --offline), or run `photolist sync` to fetch pages for offline use"
        let joined: (String) -> String = { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }

        let list = try session.waitForScreen("the list's failure") { joined($0).contains("`photolist cache stats` lists what it keeps.") }
        #expect(joined(list).contains("Not in the offline copy, which keeps only what has been fetched online. " + advice))
        try session.send("/")
        try session.type("cat")
        try session.send("Enter")
        let search = try session.waitForScreen("the search's failure") { $0.contains("Search: cat") && joined($0).contains("`photolist cache stats` lists what it keeps.") }
        #expect(joined(search).contains(advice))
        try session.send("Escape", "Escape", "q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given an offline copy of two pages, when End selects the last row and the next page is not in the copy, then the End notice leaves as the failure shows, since more no longer loads")
    func anEndNoticeLeavesWhenTheNextPageFails() throws {
        let session = try TmuxSession(["--offline"], environment: ["NO_COLOR": "1"]) { home in
            let synced = try PhotoListBinary.run(["sync", "--pages", "2"], environment: ["HOME": home.path])
            try #require(synced.status == 0, "\(synced.standardError)")
        }
        try session.waitForStatus("both pages from the copy") { $0.contains("1/60+") }

        try session.send("End")
        let failed = try session.waitForScreen("the missing page's failure") { $0.contains("Not in the offline copy") }
        let status = try session.waitForStatus("the notice gone") { !$0.contains("more available") }

        #expect(failed.contains("60/60"), "\(failed)")
        #expect(!status.contains("loads more"), "\(status)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a source slower than --timeout, when the browser's first page times out, then the pane says how long it waited, as the command line does")
    func aTimeoutSaysHowLongItWaited() throws {
        let server = try ServedDemo(faults: ["list:delay=5"])
        defer { server.stop() }
        let session = try TmuxSession(["--base-url", server.baseURL, "--timeout", "1.5"], environment: ["NO_COLOR": "1"])
        let joined: (String) -> String = { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }

        let screen = try session.waitForScreen("the timeout") { joined($0).contains("(--timeout).") }

        #expect(joined(screen).contains("did not send its answer in time (none came, or it came too slowly). Try again. It waited 1.5 s, retries included (--timeout)."), "\(screen)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the smallest window, when ? opens the help, then space turns through every page it drew, and the space after the last closes it")
    func spaceTurnsTheHelpsPages() throws {
        let session = try TmuxSession(columns: 60, rows: 16)
        try session.waitForStatus("the list") { $0.contains(" id ") }

        try session.send("?")
        let first = try session.waitFor("Help 1/")
        let count = try #require(first.firstMatch(of: /Help 1\/(\d+)/).flatMap { Int($0.1) })
        for page in 2...max(2, count) where page <= count {
            try session.send("Space")
            try session.waitFor("Help \(page)/\(count)")
        }
        try session.send("Space")
        let closed = try session.waitForScreen("the help closed") { !$0.contains("Help ") && $0.contains("PhotoList — Latest photos") }

        #expect(count >= 2, "the smallest window pages the help")
        #expect(!closed.contains("does nothing"), "space closed the help and did nothing else")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo's detail, when n is pressed four times in one burst, then four steps are taken")
    func burstOfSteps() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.type("jjjj")
        let fifth = try session.waitForStatus("row 5 selected") { $0.contains(" 5/60+") && $0.contains(" id ") }
        let id = try #require(fifth.components(separatedBy: " id ").last?.split(whereSeparator: \.isWhitespace).first.map(String.init))
        try session.type("g")
        try session.waitFor("1/60+")
        try session.send("Enter")
        try session.waitFor("Photo by")

        try session.type("nnnn")
        let detail = try session.waitFor("PhotoList — Photo \(id)")
        try session.send("Escape")
        // The detail's bar shows the same position and id; only the list's names the page.
        let list = try session.waitForStatus("the list on the fifth photo") { $0.contains(" 5/60+") && $0.contains(" id ") && $0.contains("page ") }

        #expect(detail.contains("PhotoList — Photo \(id)"))
        #expect(list.contains("id \(id)"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the first photo's detail, when n is sent 100 times in one burst, then the detail steps 100 photos: no key is lost while the next pages load")
    func noStepIsLostAcrossPages() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        try session.type(String(repeating: "j", count: 100))
        let target = try session.waitForStatus("row 101 selected", seconds: 40 * Double(TestTime.scale)) { $0.contains(" 101/") && $0.contains(" id ") }
        let id = try #require(target.components(separatedBy: " id ").last?.split(whereSeparator: \.isWhitespace).first.map(String.init))
        // Back at the top, with pages 1 to 4 loaded: a fresh browser's pages load again as the detail steps.
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        let fresh = try TmuxSession()
        try fresh.waitFor("page 1")
        try fresh.send("Enter")
        try fresh.waitFor("Photo by")

        try fresh.type(String(repeating: "n", count: 100))
        let detail = try fresh.waitFor("PhotoList — Photo \(id)", seconds: 40 * Double(TestTime.scale))
        try fresh.send("Escape")
        let list = try fresh.waitForStatus("the list on row 101") { $0.contains(" 101/") && $0.contains(" id ") && $0.contains("page ") }

        #expect(detail.contains("PhotoList — Photo \(id)"))
        #expect(list.contains("id \(id)"))
        try fresh.send("q")
        #expect(try fresh.waitForExit() == 0)
    }

    @Test("given the catalog, when 300 j are sent in one burst, then the selection lands on row 301: every key acts, across ten page edges")
    func noKeyIsLostInABurst() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")
        func status(_ screen: String) -> String { TmuxSession.statusBar(of: screen) }

        try session.type(String(repeating: "j", count: 300))
        let landed = try session.waitForStatus("row 301 selected", seconds: 40 * Double(TestTime.scale)) { $0.contains(" 301/") && $0.contains(" id ") }
        try session.type(String(repeating: "k", count: 45))
        let back = try session.waitForStatus("row 256 selected") { $0.contains(" 256/") && $0.contains(" id ") }

        #expect(status(landed).contains("page 11"), "\(status(landed))")
        #expect(status(back).contains("page 9"), "\(status(back))")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a terminal taller than a page, when the browser opens, then pages load until every line of the list shows a photo")
    func aTallTerminalIsFilled() throws {
        let session = try TmuxSession(columns: 120, rows: 75)
        try session.waitForScreen("the list filling 72 rows") { screen in
            screen.components(separatedBy: "\n").filter { $0.contains(" like") }.count >= 72
        }
        let status = TmuxSession.statusBar(of: try session.waitForStatus("the status bar drawn") { $0.contains(" id ") })

        #expect(status.range(of: #"1/(90|120)\+"#, options: .regularExpression) != nil, "\(status)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the catalog, when s is pressed, then it lists the photos oldest first, then most popular, then latest again, each from the source")
    func catalogOrder() throws {
        let session = try TmuxSession()
        func firstRow(_ screen: String) -> String { screen.components(separatedBy: "\n").dropFirst().first ?? "" }
        let latest = firstRow(try session.waitFor("page 1"))

        try session.send("s")
        let oldest = firstRow(try session.waitForScreen("the oldest photos") { $0.contains("PhotoList — Oldest photos") && $0.contains("page 1") })
        try session.send("s")
        let popular = firstRow(try session.waitForScreen("the popular photos") { $0.contains("PhotoList — Popular photos") && $0.contains("page 1") })
        try session.send("s")
        let again = firstRow(try session.waitForScreen("the latest photos again") { $0.contains("PhotoList — Latest photos") && $0.contains("page 1") })

        #expect(Set([latest, oldest, popular]).count == 3)
        #expect(again == latest)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a window below 60×16, when keys are pressed, then nothing acts until it grows; between 60×16 and 80×24 the list shows without its size column")
    func tooSmallIsInert() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.resize(columns: 50, rows: 12)
        try session.waitFor("enlarge the terminal to at least 60×16")
        try session.send("f", "d", "j", "j", "/", "F")
        // Still too small, drawn after the keys were read: growing the window now cannot let them act.
        try session.resize(columns: 52, rows: 12)
        try session.waitFor("52×12)")
        try session.resize(columns: 70, rows: 20)
        let narrow = try session.waitForScreen("the narrow list") { $0.contains("PhotoList — Latest photos") && $0.contains("1/") }

        #expect(narrow.contains("1/30+") || narrow.contains("1/"))
        #expect(!narrow.contains(" × "))  // no size column below 80 columns
        #expect(try FileManager.default.contentsOfDirectory(atPath: session.directory.path).filter { $0.hasSuffix(".jpg") }.isEmpty)
        let favorites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": session.directory.path])
        #expect(!favorites.standardOutput.contains("\"id\""))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }
}
