import Foundation
import HTTPTestServer
import Testing

/// Security defaults, end to end through the real binary: the access key never leaks, keys never travel in
/// clear text to another machine, and hostile API text can neither drive the terminal nor corrupt JSON.
@Suite("photolist security defaults", .timeLimit(.minutes(3 * TestTime.scale)))
struct SecurityTests {
    private static let sentinel = "SENTINEL-KEY-7f3a9c-do-not-print"
    /// Every kind of text a hostile API could send: ESC/CSI/OSC sequences, C1 controls, line breaks, a
    /// right-to-left override, an isolate and a bell.
    private static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31mred\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\\nnext\rline\u{202E}desrever\u{2066}iso\u{2069}\u{85}end\u{7F}"

    @Test("given a sentinel access key and --verbose, when every command runs, then the key is sent but never printed or stored")
    func accessKeyNeverLeaks() throws {
        let scripted = try ScriptedUnsplash(photo: ScriptedUnsplash.photo(id: "keyed", text: "a calm lake"), id: "keyed")
        defer { scripted.server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let source = ["--source", "unsplash", "--base-url", scripted.baseURL, "--verbose"]
        let environment = ["HOME": home.path, "UNSPLASH_ACCESS_KEY": Self.sentinel]

        let commands: [[String]] = [
            ["list"] + source, ["list", "--json"] + source, ["search", "lake"] + source, ["show", "keyed"] + source,
            ["show", "keyed", "--json"] + source, ["download", "keyed", "-o", home.path] + source,
            ["favorites", "add", "keyed"] + source, ["favorites", "list", "--json"] + source, ["sync", "--pages", "1"] + source,
            ["browse"] + source, ["show", "missing"] + source, ["favorites", "remove", "keyed"] + source,
            ["recent", "--json"], ["cache", "stats", "--json"],
        ]
        var statuses: [Int32] = []
        for arguments in commands {
            let run = try PhotoListBinary.run(arguments, environment: environment)
            statuses.append(run.status)
            #expect(!run.standardOutput.contains(Self.sentinel), "\(arguments) printed the key")
            #expect(!run.standardError.contains(Self.sentinel), "\(arguments) logged the key")
        }

        #expect(statuses == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0])
        #expect(scripted.server.requests.contains { $0.header("Authorization") == "Client-ID \(Self.sentinel)" })
        let files = FileManager.default.enumerator(at: home, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count >= 3)  // cache, library, the downloaded file
        for file in files {
            let bytes = FileManager.default.contents(atPath: file.path) ?? Data()
            #expect(bytes.range(of: Data(Self.sentinel.utf8)) == nil, "\(file.path) holds the key")
        }
    }

    @Test("given a rejected sentinel key, when list runs verbosely, then the error names the problem but not the key")
    func rejectedKeyIsNotEchoed() throws {
        let server = try HTTPTestServerFactory.rejecting()
        defer { server.stop() }

        let run = try PhotoListBinary.run(
            ["list", "--source", "unsplash", "--base-url", server.baseURL.absoluteString, "--verbose"],
            environment: ["UNSPLASH_ACCESS_KEY": Self.sentinel]
        )

        #expect(run.status == 4)
        #expect(run.standardError.contains("rejected the access key"))
        #expect(!run.standardError.contains(Self.sentinel) && !run.standardOutput.contains(Self.sentinel))
    }

    @Test("given the unsplash source, when --base-url is plain http to another machine, then it is refused before any request", arguments: [
        ("http://example.com", Int32(2)), ("http://10.0.0.1:8080", 2), ("http://127.0.0.1:9", 3), ("http://localhost:9", 3), ("http://[::1]:9", 3),
        // Names that only look like loopback addresses: the rule is decided on addresses, not on names.
        ("http://127.0.0.evil:9", 2), ("http://127.0.0.1.nip.io:9", 2), ("http://127.1:9", 2), ("http://2130706433:9", 2),
        ("http://[::ffff:127.0.0.1]:9", 2),
    ])
    func plainHTTPOnlyToLoopback(url: String, status: Int32) throws {
        let run = try PhotoListBinary.run(["list", "--source", "unsplash", "--base-url", url, "--timeout", "2"], environment: ["UNSPLASH_ACCESS_KEY": "k"])

        #expect(run.status == status, "\(run.standardError)")
        #expect(run.standardError.contains("must use https") == (status == 2))
    }

    @Test("given a key with a line break (from the environment or the settings file), when used, then it is refused in one line and nothing is sent",
          arguments: ["environment", "settings file"])
    func keyWithALineBreakIsRefused(origin: String) throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let key = "abc\r\nX-Injected: evil"
        var environment = ["HOME": home.path]
        if origin == "environment" {
            environment["UNSPLASH_ACCESS_KEY"] = key
        } else {
            let settings = home.appendingPathComponent(".config/photolist/config.json")
            try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: ["accessKey": key]).write(to: settings)
        }

        let run = try PhotoListBinary.run(["list", "--source", "unsplash", "--base-url", server.baseURL.absoluteString], environment: environment)

        #expect(run.status == 4)
        #expect(run.standardError.hasPrefix("photolist: the access key contains a line break"), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1 && !run.standardError.contains("evil"))
        #expect(server.requests.isEmpty)
    }

    @Test("given hostile text where photolist quotes it back (an option's value, PHOTOLIST_SOURCE, the settings file, --base-url), when refused, then the error names it without a control character",
          arguments: ["option value", "environment", "settings file", "base url"])
    func refusedTextIsQuotedWithoutControls(origin: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-quoted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ["HOME": home.path]
        var arguments = ["list"]
        switch origin {
        case "option value": arguments += ["--page", "1" + Self.hostile]
        case "environment": environment["PHOTOLIST_SOURCE"] = Self.hostile
        case "base url": arguments += ["--base-url", "http://x" + Self.hostile]
        default:
            let settings = home.appendingPathComponent(".config/photolist/config.json")
            try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: ["source": Self.hostile]).write(to: settings)
        }

        let run = try PhotoListBinary.run(arguments, environment: environment)

        #expect(run.status == 2 || run.status == 1, "stderr: \(run.standardError)")
        let firstLine = try #require(run.standardError.split(separator: "\n").first.map(String.init))
        #expect(firstLine.hasPrefix("photolist: "))
        #expect(firstLine.contains("pwned"), "the refused text is still named")
        let controls = run.standardError.unicodeScalars.filter(Self.isTerminalControl)
        #expect(controls.isEmpty, "stderr: \(run.standardError.debugDescription)")
    }

    @Test("given folders whose names hold escape sequences, when download and cache stats print their paths, then the lines carry no control character, and --json the exact path")
    func printedPathsCarryNoControls() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let hostileFolder = home.appendingPathComponent("a\u{1B}]0;pwned\u{07}\u{1B}[2Jb")
        try FileManager.default.createDirectory(at: hostileFolder, withIntermediateDirectories: true)
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": hostileFolder.path]
        let id = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: environment).photoIDs.first)

        let saved = try PhotoListBinary.run(["download", id, "--size", "small", "-o", hostileFolder.path + "/"], environment: environment)
        let stats = try PhotoListBinary.run(["cache", "stats"], environment: environment)
        let json = try PhotoListBinary.run(["cache", "stats", "--json"], environment: environment)

        for run in [saved, stats] {
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("pwned"), "the path is still shown")
            #expect(run.standardOutput.unicodeScalars.filter(Self.isTerminalControl).isEmpty, "\(run.standardOutput.debugDescription)")
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["path"] as? String)?.hasPrefix(hostileFolder.path) == true)
    }

    @Test("given the global options, when help is printed, then there is no way to turn TLS verification off")
    func noInsecureSwitch() throws {
        let help = try PhotoListBinary.run(["list", "--help"]).standardOutput.lowercased()

        #expect(help.contains("--base-url"))
        #expect(!help.contains("insecure") && !help.contains("no-verify") && !help.contains("tls"))
    }

    @Test("given hostile text in every string field, when listed, searched, shown and printed as JSON, then no control reaches the terminal")
    func hostileTextIsHarmless() throws {
        let longName = String(repeating: "N", count: 10_000)
        let scripted = try ScriptedUnsplash(photo: ScriptedUnsplash.photo(id: "evil", text: Self.hostile, name: Self.hostile + longName), id: "evil")
        defer { scripted.server.stop() }
        let source = ["--base-url", scripted.baseURL]

        for arguments in [["list"], ["search", "x"], ["show", "evil"], ["list", "--json"], ["search", "x", "--json"], ["show", "evil", "--json"]] {
            let run = try PhotoListBinary.run(arguments + source)
            let context = "\(arguments): \(run.standardError)"

            #expect(run.status == 0, "\(context)")
            #expect(run.standardOutput.contains("[2J"), "\(context)")  // the text is shown, its sequences defused
            let controls = run.standardOutput.unicodeScalars.filter(Self.isTerminalControl)
            #expect(controls.isEmpty, "\(context): \(controls.map { String($0.value, radix: 16) })")
            if arguments.contains("--json") {
                let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                #expect(Self.strings(in: object).contains(Self.hostile), "\(context): the JSON no longer carries the exact text")
            } else {
                #expect(run.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 10_000 }, "\(context)")
            }
        }
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func strings(in object: Any) -> [String] {
        switch object {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings(in:))
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings(in:))
        default: []
        }
    }
}

/// Servers for the key tests.
private enum HTTPTestServerFactory {
    static func rejecting() throws -> HTTPTestServer {
        try HTTPTestServer { _ in .respond(status: 401, body: Array(#"{"errors":["OAuth error: The access token is invalid"]}"#.utf8)) }
    }
}
