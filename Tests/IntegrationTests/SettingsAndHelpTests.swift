import Foundation
import HTTPTestServer
import Testing

/// Where the source and key come from (flags beat environment beat the settings file), the help and
/// completion scripts, and what `photolist` does without a terminal.
@Suite("photolist settings, help and completion", .timeLimit(.minutes(2 * TestTime.scale)))
final class SettingsAndHelpTests {
    private let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    private func writeSettings(_ json: String) throws {
        try Data(json.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))
    }

    private func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(arguments, environment: environment.merging(["HOME": home.path]) { $1 })
    }

    @Test("given the settings file names unsplash, when no flag or variable chooses, then unsplash is used (and asks for its key)")
    func settingsFileChoosesSource() throws {
        try writeSettings(#"{"source": "unsplash"}"#)

        let fromFile = try run(["list"])
        let envBeatsFile = try run(["list", "--json", "--per-page", "1"], ["PHOTOLIST_SOURCE": "demo"])
        let flagBeatsEnv = try run(["list", "--json", "--per-page", "1", "--source", "demo"], ["PHOTOLIST_SOURCE": "unsplash"])

        #expect(fromFile.status == 4)
        #expect(fromFile.standardError.contains("needs an access key") && fromFile.standardError.contains("config.json"))
        #expect(envBeatsFile.status == 0)
        #expect(flagBeatsEnv.status == 0)
    }

    @Test("given a key in the settings file and another in the environment, when unsplash is used, then the environment's key is sent")
    func keyPrecedence() throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }
        defer { server.stop() }
        try writeSettings(#"{"source": "unsplash", "accessKey": "file-key"}"#)
        let arguments = ["list", "--json", "--base-url", server.baseURL.absoluteString]

        let fileKey = try run(arguments)
        let environmentKey = try run(arguments, ["UNSPLASH_ACCESS_KEY": "env-key"])

        #expect(fileKey.status == 0 && environmentKey.status == 0)
        #expect(server.requests.map { $0.header("Authorization") } == ["Client-ID file-key", "Client-ID env-key"])
    }

    @Test("given a broken settings file or an unknown PHOTOLIST_SOURCE, when run, then one usage line names the problem", arguments: [
        (#"{"source": 3}"#, [String: String](), #"config.json is not valid: source must be a name in quotes, such as "demo""#),
        (#"{"sponsored": "no"}"#, [:], "config.json is not valid: sponsored must be true or false, without quotes"),
        (#"{oops"#, [:], "is not valid: it is not JSON (line 1, column 2)"),
        ("{\n  \"source\": \"demo\"\n  \"images\": \"blocks\"\n}\n", [:], "is not valid: it is not JSON (line 3, column 3)"),
        ("", [:], "is not valid: it is empty"),
        (#"{"source": "flickr"}"#, [:], "source must be one of demo, unsplash, picsum (got 'flickr')"),
        ("{}", ["PHOTOLIST_SOURCE": "flickr"], "PHOTOLIST_SOURCE must be one of demo, unsplash, picsum (got 'flickr')"),
    ])
    func invalidSettings(file: String, environment: [String: String], message: String) throws {
        try writeSettings(file)

        let result = try run(["list"], environment)

        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("given a settings file with a key one letter from a known one and a key no photolist knows, when a command reads the file for several options, then one warning names the likely typo and its meant key, the unknown key passes in silence, and the command runs")
    func likelyTypoInSettingsIsWarnedOnce() throws {
        try writeSettings(#"{"sourc": "picsum", "futureSetting": true}"#)

        let result = try run(["list", "--json", "--per-page", "1"])

        #expect(result.status == 0, "stderr: \(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.standardError)")
        #expect(lines.first?.hasSuffix(#"has "sourc", which photolist does not read; did you mean "source"?"#) == true, "stderr: \(result.standardError)")
        #expect(!result.standardError.contains("futureSetting"))
        try writeSettings("{}")
        let demo = try run(["list", "--json", "--per-page", "1"])
        #expect(!result.photoIDs.isEmpty && result.photoIDs == demo.photoIDs, "the typo is not read: the source is still the demo")
    }

    @Test("given a settings file that writes a known key twice (once escaped) and an unknown key twice, when a command reads it, then one warning names the known key, and the command runs")
    func repeatedKeyInSettingsIsWarnedOnce() throws {
        try writeSettings(#"{"images": "none", "futureSetting": 1, "nested": {"images": "blocks", "x": [1, "}"]}, "imag\u0065s": "blocks", "futureSetting": 2}"#)

        let result = try run(["list", "--json", "--per-page", "1"])

        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardError == "photolist: warning: the settings file \(home.path)/.config/photolist/config.json has \"images\" more than once; photolist reads only one of them, so keep the one you mean\n")
    }

    @Test("given no terminal, when photolist runs with no subcommand, then it prints the first page as a table")
    func noTerminalPrintsTable() throws {
        let result = try run([])

        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("#") == true)
        #expect(lines.count == 32)
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test("given each shell, when a completion script is generated, then it names the subcommands", arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try run(["--generate-completion-script", shell])

        #expect(result.status == 0)
        for subcommand in ["browse", "list", "search", "show", "favorites", "recent", "download", "sync", "cache", "serve"] {
            #expect(result.standardOutput.contains(subcommand), "\(shell) completion lacks \(subcommand)")
        }
    }

    @Test("given --help, when printed, then every subcommand, the exit statuses and the settings file are described")
    func help() throws {
        let result = try run(["--help"])

        #expect(result.status == 0)
        for text in ["browse", "download", "serve", "Exit status", "config.json", "PHOTOLIST_SOURCE", "--no-color"] {
            #expect(result.standardOutput.contains(text), "help lacks \(text)")
        }
    }

    @Test("given each command's --help without a terminal, when wrapped at 80 columns, then no line of its description ends well before the next word would have fitted", arguments: [
        [], ["browse"], ["list"], ["search"], ["show"], ["favorites"], ["favorites", "add"], ["favorites", "remove"], ["recent"],
        ["download"], ["sync"], ["cache"], ["cache", "clear"], ["serve"], ["web"], ["random"], ["topics"], ["collections"], ["user"],
    ])
    func descriptionIsWrappedOnce(command: [String]) throws {
        let result = try run(command + ["--help"], ["COLUMNS": "80"])
        #expect(result.status == 0)

        // A description written as lines of its own is wrapped a second time at 80 columns, which leaves a
        // short line in mid-sentence. Lines that begin with a space are tables and examples, broken on purpose.
        let description = try #require(result.standardOutput.components(separatedBy: "USAGE:").first).split(separator: "\n", omittingEmptySubsequences: false)
        for (line, next) in zip(description, description.dropFirst()) where !line.isEmpty && !next.isEmpty && !line.hasPrefix(" ") && !next.hasPrefix(" ") {
            let nextWord = next.prefix { $0 != " " }
            #expect(line.count + 1 + nextWord.count >= 72, "\(command.joined(separator: " ")) --help breaks after \"\(line)\"")
        }
    }

    @Test("given a command's --help, when printed, then the picture options are offered only by the commands that draw pictures", arguments: [
        (["web"], false), (["sync"], false), (["download"], false), (["favorites", "list"], false), (["topics"], false),
        (["browse"], true), (["list"], true), (["search"], true), (["show"], true),
    ])
    func pictureOptionsOnlyWhereTheyApply(command: [String], offered: Bool) throws {
        let result = try run(command + ["--help"])

        #expect(result.status == 0)
        for option in ["--images", "--no-color"] {
            #expect(result.standardOutput.contains(option) == offered, "\(command.joined(separator: " ")) --help and \(option)")
        }
        #expect(result.standardOutput.contains("--source"))
    }

    @Test("given web with a terminal-only option, when run, then it is refused as unknown in one line that starts with photolist:")
    func webRefusesTerminalOptions() throws {
        let result = try run(["web", "--images", "sixel"])

        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("photolist: "))
        #expect(result.standardError.contains("--images"))
    }
}
