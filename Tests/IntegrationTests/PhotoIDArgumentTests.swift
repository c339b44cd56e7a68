import Foundation
@testable import photolist
import Testing

/// Photo ids that begin with `-`, as Unsplash's may and the demo's do: every command that takes an id
/// takes them as `list` prints them. The ids come from the demo catalog through `list --json`, so the
/// tests follow its generator.
@Suite("photo ids that begin with -", .timeLimit(.minutes(2 * TestTime.scale)))
struct PhotoIDArgumentTests {
    /// The ids of the demo catalog's first five pages that begin with `-` (three of its first 150).
    private func dashedDemoIDs() throws -> [String] {
        var ids: [String] = []
        for page in 1...5 {
            let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "30", "--page", "\(page)"])
            try #require(listed.status == 0, "stderr: \(listed.standardError)")
            ids += listed.photoIDs.filter { $0.hasPrefix("-") && !$0.hasPrefix("--") }
        }
        try #require(!ids.isEmpty, "the demo's first 150 photos have no id beginning with -")
        return ids
    }

    private func shownID(_ run: PhotoListBinary.Run) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return object?["id"] as? String
    }

    @Test("given a command line of a command that takes an id, when normalized, then a word of - and two or more characters that is no number goes after --, and everything else stays as it was", arguments: [
        (["show", "-2eXOjLSrME", "--json"], ["show", "--json", "--", "-2eXOjLSrME"]),
        (["show", "-v", "-huv7jl2MVL"], ["show", "-v", "--", "-huv7jl2MVL"]),
        (["download", "-o", "-", "-LP_gixtJEN", "--size", "small"], ["download", "-o", "-", "--size", "small", "--", "-LP_gixtJEN"]),
        (["favorites", "add", "-abc"], ["favorites", "add", "--", "-abc"]),
        (["favorites", "rm", "-abc"], ["favorites", "rm", "--", "-abc"]),
        (["show", "-h"], ["show", "-h"]),
        (["show", "--help"], ["show", "--help"]),
        (["show", "--", "-huv7jl2MVL"], ["show", "--", "-huv7jl2MVL"]),
        (["show", "abc", "--timeout", "-12"], ["show", "abc", "--timeout", "-12"]),
        (["list", "-abc"], ["list", "-abc"]),
        (["search", "-abc"], ["search", "-abc"]),
        (["favorites", "-abc"], ["favorites", "-abc"]),
    ])
    func normalization(arguments: [String], expected: [String]) {
        #expect(PhotoIDArgument.normalized(arguments) == expected)
    }

    @Test("given demo ids that begin with -, when show runs with each, before and after --json and without it, then it shows that photo, never help or a missing argument")
    func showTakesThem() throws {
        for id in try dashedDemoIDs() {
            let after = try PhotoListBinary.run(["show", id, "--json"])
            let before = try PhotoListBinary.run(["show", "--json", id])
            let text = try PhotoListBinary.run(["show", id])

            #expect(after.status == 0 && shownID(after) == id, "show \(id) --json: \(after.standardError)")
            #expect(before.status == 0 && shownID(before) == id, "show --json \(id): \(before.standardError)")
            #expect(text.status == 0 && !text.standardOutput.contains("OVERVIEW:"), "show \(id): \(text.standardError)")
        }
    }

    @Test("given a demo id that begins with -, when it is downloaded, then the photo is saved under its id")
    func downloadTakesThem() throws {
        let id = try #require(try dashedDemoIDs().first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let run = try PhotoListBinary.run(["download", id, "--size", "small", "-o", folder.path + "/"])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(id).small.jpg").path))
    }

    @Test("given a demo id that begins with -, when it is added to the favourites and removed with remove, then added again and removed with rm, then each command takes it as given")
    func favoritesTakeThem() throws {
        let id = try #require(try dashedDemoIDs().first)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]

        let added = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
        let listed = try PhotoListBinary.run(["favorites", "--json"], environment: environment)
        let removed = try PhotoListBinary.run(["favorites", "remove", id], environment: environment)
        let addedAgain = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
        let removedByAlias = try PhotoListBinary.run(["favorites", "rm", id], environment: environment)
        let left = try PhotoListBinary.run(["favorites", "--json"], environment: environment)

        #expect(added.status == 0 && added.standardOutput == "added \(id) to the favourites\n", "stderr: \(added.standardError)")
        #expect(listed.photoIDs == [id])
        #expect(removed.status == 0 && removed.standardOutput == "removed \(id) from the favourites\n", "stderr: \(removed.standardError)")
        #expect(addedAgain.status == 0, "stderr: \(addedAgain.standardError)")
        #expect(removedByAlias.status == 0 && removedByAlias.standardOutput == "removed \(id) from the favourites\n", "stderr: \(removedByAlias.standardError)")
        #expect(left.status == 0 && left.photoIDs.isEmpty)
    }

    @Test("given -h, --help, and ids after --, when show runs, then -h and --help ask for help, and after -- a word is the id: -h one the demo does not have, a dashed one shown")
    func helpAndTheSeparator() throws {
        let id = try #require(try dashedDemoIDs().first)

        let short = try PhotoListBinary.run(["show", "-h"])
        let long = try PhotoListBinary.run(["show", "--help"])
        let hAsID = try PhotoListBinary.run(["show", "--", "-h"])
        let separated = try PhotoListBinary.run(["show", "--json", "--", id])

        #expect(short.status == 0 && short.standardOutput.contains("OVERVIEW:"))
        #expect(long.status == 0 && long.standardOutput == short.standardOutput)
        #expect(hAsID.status == 5, "stdout: \(hAsID.standardOutput) stderr: \(hAsID.standardError)")
        #expect(separated.status == 0 && shownID(separated) == id, "stderr: \(separated.standardError)")
    }

    @Test("given each command that takes an id, when its help is printed, then it says the id may begin with - and when -- is needed", arguments: [
        ["show"], ["download"], ["favorites", "add"], ["favorites", "remove"],
    ])
    func helpSaysSo(command: [String]) throws {
        let help = try PhotoListBinary.run(command + ["--help"])

        #expect(help.status == 0)
        // ArgumentParser wraps the text; compare it as one line.
        let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("even one that begins with - (-2eXOjLSrME)"), "\(help.standardOutput)")
        #expect(text.contains("goes after -- (show -- -h)"), "\(help.standardOutput)")
    }

    @Test("given an option the command does not know and no id, when each command that takes an id runs, then the line names the option, not the missing id", arguments: [
        ["show", "--bogus"], ["show", "-x"], ["download", "--sise"], ["favorites", "add", "--what"],
    ])
    func anUnknownOptionIsNamedBeforeTheMissingID(arguments: [String]) throws {
        let run = try PhotoListBinary.run(arguments)
        let unknown = try #require(arguments.first { $0.hasPrefix("-") })

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("photolist: unknown option '\(unknown)'"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given an id that begins with - and a word too many, when each command that takes an id runs, then the line calls the word after the first one unexpected: the word after a dashed id, or the dashed id after a word", arguments: [
        (["show", "-2eXOjLSrME", "extra"], "extra"), (["show", "-2eXOjLSrME", "--json", "extra"], "extra"),
        (["download", "-2eXOjLSrME", "-o", "x.jpg", "extra"], "extra"), (["favorites", "add", "-2eXOjLSrME", "extra"], "extra"),
        (["show", "extra", "-2eXOjLSrME"], "-2eXOjLSrME"), (["favorites", "add", "extra", "-2eXOjLSrME"], "-2eXOjLSrME"),
    ])
    func aWordTooManyIsNamedNotTheDashedID(arguments: [String], unexpected: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("photolist: unexpected argument '\(unexpected)'"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a command that takes an id, when it runs without one and with only options it knows, then the line still says the id is missing")
    func aMissingIDIsStillSaid() throws {
        let run = try PhotoListBinary.run(["show", "--json"])

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: missing expected argument '<id>'; see 'photolist show --help'\n", "\(run.standardError)")
    }
}
