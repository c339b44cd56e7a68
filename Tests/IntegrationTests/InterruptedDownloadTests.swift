import Foundation
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

    private func files(in folder: URL, endingWith suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }
    }
}
