import Foundation
import HTTPTestServer
import Testing

/// A download the browser is running when the user quits or the process is told to stop: it is cancelled,
/// its partial file removed, and the user is told so on the screen the browser gives back.
@Suite("Quitting during a download leaves nothing behind", .timeLimit(.minutes(3 * TestTime.scale)))
struct InterruptedDownloadTests {
    @Test("given a download running in the browser, when the user quits with q (asked twice: a q another key follows asks again) or Ctrl-C (at once) or SIGTERM or SIGHUP arrives, then no partial file is left and the terminal says the download was cancelled", arguments: [
        "q", "C-c", "SIGTERM", "SIGHUP",
    ])
    func quittingCancelsTheDownload(how: String) throws {
        // The downloaded file drips a byte at a time, so the download is still running when the quit comes.
        let session = try TmuxSession(["--images", "none"], environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "file:drip=0.05"])
        try session.waitFor("page 1")
        try session.send("d")
        _ = try session.waitForScreen("a partial file in the downloads folder") { _ in !files(in: session.directory, endingWith: ".part").isEmpty }

        switch how {
        case "SIGTERM": kill(try session.photolistPID(), SIGTERM)
        case "SIGHUP": kill(try session.photolistPID(), SIGHUP)
        case "q":
            try session.send("q")
            try session.waitForStatus("the quit held back") { $0.contains("1 download under way: q again quits and cancels it") }
            try session.send("j")
            try session.waitForStatus("the next row, the question gone") { $0.contains("2/") && !$0.contains("q again") }
            try session.send("q")
            try session.waitForStatus("the quit held back again") { $0.contains("1 download under way: q again quits") }
            try session.send("q")
        default: try session.send(how)
        }

        let status = try session.waitForExit()
        let expected: Int32 = switch how {
        case "SIGTERM": 128 + SIGTERM
        case "SIGHUP": 128 + SIGHUP
        default: 0
        }
        #expect(status == expected)
        #expect(files(in: session.directory, endingWith: ".part").isEmpty)
        #expect(files(in: session.directory, endingWith: ".jpg").isEmpty)
        let screen = try session.screen()
        #expect(screen.contains("photolist: ") && screen.contains("download cancelled"), "\(screen)")
        let settings = try session.terminalSettings()
        #expect(settings.before == settings.after)
    }

    @Test("given d and q in one burst (or Enter d q, the d waiting for the detail), the download slow to come, then the q asks first, as one a moment later would, and a second q quits, cancelling it", arguments: [
        ["d", "q"], ["Enter", "d", "q"],
    ])
    func aQuitInTheDownloadsBurstAsksFirst(burst: [String]) throws {
        let session = try TmuxSession(["--images", "none"], environment: ["NO_COLOR": "1", "PHOTOLIST_DEMO_FAULTS": "file:drip=0.05"])
        try session.waitFor("page 1")

        try session.send(burst)
        try session.waitForStatus("the quit held back") { $0.contains("1 download under way: q again quits and cancels it") }
        try session.send("q")
        let status = try session.waitForExit()

        #expect(status == 0)
        #expect(files(in: session.directory, endingWith: ".part").isEmpty)
        #expect(try session.screen().contains("download cancelled"))
    }

    @Test("given a q held back by two downloads, when each of them ends, then the question stays beside its Saved notice, counts what is left, says once none is that q now quits, and q then quits with both files kept")
    func heldQuitOutlastsTheNoticesOfDownloadsThatEnd() throws {
        // Each picture waits for the test to open its gate, so the downloads end when the test says.
        let gates = ["aaaaaaaaaaa": DispatchSemaphore(value: 0), "bbbbbbbbbbb": DispatchSemaphore(value: 0)]
        let photos = gates.keys.sorted().map { ScriptedUnsplash.photo(id: $0, text: "Photo \($0)") }
        let list = try JSONSerialization.data(withJSONObject: photos)
        let picture = try QuadrantPhotoServer.encodeQuadrants(width: 4, height: 4)
        let server = try HTTPTestServer { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? ""
            let parts = path.split(separator: "/").map(String.init)
            if path == "/photos" { return .respond(status: 200, headers: [("X-Total", "2")], body: Array(list)) }
            if parts.count == 3, parts[0] == "photos", parts[2] == "download", gates[parts[1]] != nil {
                let host = request.header("Host") ?? "127.0.0.1"
                return .respond(status: 200, body: Array(#"{"url":"http://\#(host)/\#(parts[1]).jpg"}"#.utf8))
            }
            if parts.count == 1, let gate = gates[String(parts[0].dropLast(4))], parts[0].hasSuffix(".jpg") {
                gate.wait()
                return .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: picture)
            }
            return .respond(status: 404, body: Array(#"{"errors":["Couldn't find Photo"]}"#.utf8))
        }
        defer {
            gates.values.forEach { $0.signal() }
            server.stop()
        }
        let session = try TmuxSession(["--base-url", server.baseURL.absoluteString, "--images", "none"], columns: 160, environment: ["NO_COLOR": "1"])
        try session.waitFor("bbbbbbbbbbb")
        try session.send("d")
        try session.waitForStatus("the first download under way") { $0.contains("Downloading") }
        try session.send("j", "d")
        try session.waitForStatus("the second download queued") { $0.contains("Downloading 1 of 2") }
        try session.send("q")
        try session.waitForStatus("the quit held back") { $0.contains("2 downloads under way: q again quits and cancels them") }

        gates["aaaaaaaaaaa"]?.signal()
        let one = try session.waitForStatus("the first saved, the question still there") { $0.contains("Saved aaaaaaaaaaa.jpg") && $0.contains("1 download under way: q again quits and cancels it") }
        #expect(!one.contains("2 downloads under way"))
        gates["bbbbbbbbbbb"]?.signal()
        try session.waitForStatus("the second saved, nothing left to cancel") { $0.contains("Saved bbbbbbbbbbb.jpg") && $0.contains("No download is under way now: q quits") }
        try session.send("q")

        #expect(try session.waitForExit() == 0)
        #expect(files(in: session.directory, endingWith: ".jpg").sorted() == ["aaaaaaaaaaa.jpg", "bbbbbbbbbbb.jpg"])
        #expect(files(in: session.directory, endingWith: ".part").isEmpty)
        #expect(!(try session.screen()).contains("cancelled"))
    }

    private func files(in folder: URL, endingWith suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }
    }
}
