import Domain
import Foundation
import HTTPTestServer
@testable import photolist
import Testing

/// End to end: `--base-url` names one server however it is spelled, and never carries credentials.
@Suite("photolist --base-url", .timeLimit(.minutes(2 * TestTime.scale)))
struct BaseURLTests {
    @Test("given a base URL that answers 404 to every listing (not the API's root), when the photo list, a search, the topics, the collections and random photos are asked, then one line asks whether --base-url is the API's root, with status 5")
    func aListingThatIsNotFoundQuestionsTheAddress() throws {
        let server = try HTTPTestServer { _ in .respond(status: 404, body: Array("<html>Not Found</html>".utf8)) }
        defer { server.stop() }
        let address = server.baseURL.absoluteString

        let listings = [
            (["list"], "photo list"), (["search", "lake"], "search"), (["topics"], "topics list"), (["collections"], "collections list"),
            (["random"], "random photos"),
        ]
        for (arguments, what) in listings {
            let run = try PhotoListBinary.run(arguments + ["--base-url", address])

            #expect(run.status == 5, "\(arguments)")
            #expect(run.standardError == "photolist: the photo service has no \(what) at its address (HTTP 404); is \(address) (--base-url) the API's root?\n")
        }
    }

    @Test("given a base URL with a user name and password, when run, then it is a usage error and nothing is stored")
    func credentialsAreRefused() throws {
        let run = try PhotoListBinary.run(["list", "--base-url", "http://user:secret@127.0.0.1:9"])

        #expect(run.status == 2)
        #expect(run.standardError.contains("--base-url must not contain a user name or password"))
        #expect(!run.standardError.contains("secret"))
    }

    @Test("given a base URL with a query or a fragment, when run, then it is a usage error", arguments: ["http://127.0.0.1:9/?x=1", "http://127.0.0.1:9/#f"])
    func queriesAreRefused(address: String) throws {
        let run = try PhotoListBinary.run(["list", "--base-url", address])

        #expect(run.status == 2)
        #expect(run.standardError.contains("without a query"))
    }

    @Test("given a base URL with a line break, a tab, a space, another control character, a zero-width space or a bidirectional override, when a command that never reaches the source parses it, then it is a usage error in one line, the character written as an escape", arguments: [
        "http://127.0.0.1:9/\n", "http://127.0.0.1:9/v1\t", "http://127.0.0.1:9 ", "http://127.0.0.1:9/a\u{7F}", "http://127.0.0.1:9/\u{85}", "\u{1B}[31mhttp://127.0.0.1:9",
        "http://127.0.0.1:9/v1\u{200B}", "http://127.0.0.1:9/\u{202E}1v",
    ])
    func controlCharactersAreRefused(address: String) throws {
        let run = try PhotoListBinary.run(["favorites", "list", "--base-url", address])

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("photolist: --base-url must not contain spaces, control or invisible characters (got '"), "stderr: \(run.standardError)")
        #expect(run.standardError.filter(\.isNewline) == "\n", "stderr: \(run.standardError)")
        #expect(!run.standardError.unicodeScalars.contains { $0 != "\n" && TypableIdentifier.refuses($0) && $0 != " " }, "stderr: \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a base URL whose port is 0 or past 65535, when a command that never reaches the source parses it, then it is a usage error whose one line names the port", arguments: [
        ("http://127.0.0.1:99999", "99999"), ("http://127.0.0.1:0", "0"), ("http://[::1]:65536/v1", "65536"),
        ("http://127.0.0.1:99999999999999999999", "99999999999999999999"),
    ])
    func portsOutOfRangeAreRefused(address: String, port: String) throws {
        // favorites list reads the library only: a refusal here comes from parsing, not from connecting.
        let run = try PhotoListBinary.run(["favorites", "list", "--base-url", address])

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: --base-url's port must be between 1 and 65535 (got \(port)); see 'photolist favorites list --help'\n", "stderr: \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a base URL with port 1 or 65535, when a command that never reaches the source parses it, then it runs", arguments: ["http://127.0.0.1:1", "http://127.0.0.1:65535/"])
    func portsInRangeAreAccepted(address: String) throws {
        let run = try PhotoListBinary.run(["favorites", "list", "--base-url", address])

        #expect(run.status == 0, "stderr: \(run.standardError)")
    }

    @Test("given a favourite added through one spelling of a server, when listed through another, then it is there")
    func favouritesFollowTheServerNotTheSpelling() throws {
        let served = try ServedDemo()
        defer { served.stop() }
        let port = try #require(URL(string: served.baseURL)?.port)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]
        let id = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "1", "--base-url", served.baseURL], environment: environment).photoIDs.first)

        let added = try PhotoListBinary.run(["favorites", "add", id, "--base-url", "http://127.0.0.1:\(port)/"], environment: environment)
        let listed = try PhotoListBinary.run(["favorites", "list", "--json", "--base-url", "HTTP://LOCALHOST:\(port)"], environment: environment)

        #expect(added.status == 0, "stderr: \(added.standardError)")
        #expect(listed.photoIDs == [id], "stderr: \(listed.standardError)")
    }

    @Test("given any request, when sent, then it names photolist and its version as the user agent")
    func userAgentNamesPhotolist() throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }
        defer { server.stop() }

        _ = try PhotoListBinary.run(["list", "--base-url", server.baseURL.absoluteString])

        #expect(server.requests.first?.header("User-Agent") == "photolist/\(PhotoListCommand.version)")
    }
}
