import Foundation
#if canImport(Glibc)
import Glibc
#endif
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

    @Test("given --host 0.0.0.0, every address, when web starts, then the printed address is this machine's own, which opens the page, and a warning says it is served beyond")
    func everyAddressPrintsAnAddressToOpen() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let web = try PhotoListBinary.launch(["web", "--host", "0.0.0.0"], environment: ["HOME": folder.path])
        web.waitForOutputFile { web.standardOutput.hasSuffix("\n") && web.standardError.contains("press Ctrl-C") }
        let address = web.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let url = try #require(URL(string: address))
        let status = Self.statusLine(of: url)
        kill(web.process.processIdentifier, SIGTERM)
        #expect(web.waitForExit(), "web kept running after SIGTERM")

        #expect(address.hasPrefix("http://127.0.0.1:") && address.contains("?token="), "\(address)")
        #expect(status?.hasPrefix("HTTP/1.1 303") == true, "the token is traded for the cookie: \(String(describing: status))")
        #expect(web.standardError.contains("warning: --host 0.0.0.0 serves the web view beyond this machine"), "\(web.standardError)")
    }

    /// The status line `url` is answered with to a HEAD request over a plain socket (redirects not
    /// followed), or `nil` when nothing answers.
    private static func statusLine(of url: URL) -> String? {
        guard let port = url.port else { return nil }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = "HEAD \(url.path.isEmpty ? "/" : url.path)?\(url.query ?? "") HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self).components(separatedBy: "\r\n").first
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
