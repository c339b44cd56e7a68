import Foundation
import Testing

@Suite("photolist web", .timeLimit(.minutes(2 * TestTime.scale)))
struct WebCommandTests {
    /// A folder of this test's own, for HOME, the launch page and a stand-in xdg-open.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("given web --open, when it starts, then the desktop is handed a page only this user can read that leads to the printed address, never the address itself, and the page is gone once the server stops")
    func openHandsOverAPrivatePage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stand-in for xdg-open: records what it was given and the mode of that file.
        let opened = folder.appendingPathComponent("opened")
        let opener = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nstat -c %a \"$1\" > \(opened.path).tmp; echo \"$1\" >> \(opened.path).tmp; cat \"$1\" >> \(opened.path).tmp; mv \(opened.path).tmp \(opened.path)\n"
            .write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)

        let web = try PhotoListBinary.launch(["web", "--open"], environment: [
            "HOME": folder.path, "XDG_RUNTIME_DIR": folder.path, "PATH": "\(folder.path):/usr/bin:/bin",
        ])
        web.waitForOutputFile { web.standardOutput.hasSuffix("\n") && FileManager.default.fileExists(atPath: opened.path) }
        let address = web.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let record = try String(contentsOf: opened, encoding: .utf8).split(separator: "\n").map(String.init)
        kill(web.process.processIdentifier, SIGINT)
        #expect(web.waitForExit(), "web kept running after SIGINT")

        #expect(address.hasPrefix("http://127.0.0.1:") && address.contains("?token="))
        #expect(record.first == "600", "the page is readable by this user only")
        let page = try #require(record.dropFirst().first)
        #expect(page.hasPrefix(folder.path) && !page.contains("token"))
        #expect(record.dropFirst(2).joined().contains(#"url=\#(address)""#), "the page leads to the printed address")
        #expect(!web.standardError.contains("token"), "the address is not repeated where a log would keep it")
        #expect(!FileManager.default.fileExists(atPath: page), "the page is removed when the server stops")
        #expect(web.process.terminationStatus == 0)
    }

    @Test("given web just started, when SIGTERM arrives the moment its URL is printed, then it stops cleanly every time")
    func stopsCleanlyRightAfterPrintingItsURL() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 0..<3 {
            let web = try PhotoListBinary.launch(["web"], environment: ["HOME": folder.path])
            web.waitForOutputFile { web.standardOutput.hasSuffix("\n") }
            kill(web.process.processIdentifier, SIGTERM)
            #expect(web.waitForExit(), "the signal was lost: web kept running")
            #expect(web.process.terminationReason == .exit && web.process.terminationStatus == 0, "stderr: \(web.standardError)")
        }
    }

    @Test("given --host naming no address of this machine, when web starts, then one line says so, with no warning about serving beyond it")
    func unknownHostIsOneLine() throws {
        let run = try PhotoListBinary.run(["web", "--host", "256.0.0.1"])

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: cannot listen on 256.0.0.1:0: no address of this machine is called 256.0.0.1\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a port another server holds, when web starts on it, then one line says the port is in use and how to choose another")
    func busyPortIsNamed() throws {
        let first = try ServedDemo()
        defer { first.stop() }
        let port = try #require(URL(string: first.baseURL)?.port)

        let run = try PhotoListBinary.run(["web", "--port", String(port)])

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: port \(port) is in use; choose another with --port (0 picks a free one)\n")
    }
}
