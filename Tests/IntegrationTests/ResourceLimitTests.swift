import Foundation
import Testing

/// Under a low `ulimit -n` or `ulimit -v`, photolist works or says in one line which limit to raise (exit 1),
/// never traps in SwiftNIO, libdispatch or the Swift runtime.
@Suite("Resource limits", .timeLimit(.minutes(3 * TestTime.scale)))
struct ResourceLimitTests {
    /// Runs `photolist arguments…` to completion after `limits` (`ulimit -n 12`, which sets the hard limit too),
    /// in bash, whose `ulimit` takes `-u` too.
    private static func run(_ arguments: [String], after limits: String) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(["-c", "\(limits) && exec \"$0\" \"$@\"", PhotoListBinary.url.path] + arguments, executable: "/bin/bash")
    }

    /// The need a refusal names, when `standardError` is exactly one refusal line for `limit` (`-n`, `-v`) with
    /// `allowed` in it.
    private static func refusedNeed(_ run: PhotoListBinary.Run, limit: String, allowed: Int) -> Int? {
        let pattern = limit == "-n"
            ? #"^photolist: too many open files: this command needs about (\d+) and ulimit -n allows \#(allowed); raise ulimit -n\n$"#
            : #"^photolist: not enough memory: this command needs about (\d+) KB of address space and ulimit -v allows \#(allowed) KB; raise ulimit -v\n$"#
        guard run.status == 1, let match = try? Regex(pattern).wholeMatch(in: run.standardError) else { return nil }
        return (match.output[1].substring).flatMap { Int($0) }
    }

    @Test("given ulimit -n of 8 or 12, when a command that opens files, sockets or event loops runs, then one line names the limit and what it needs, exit 1",
          arguments: [["list"], ["favorites", "list"], ["web"], ["serve", "--port", "0"]], [8, 12])
    func tooFewDescriptorsAreNamed(arguments: [String], limit: Int) throws {
        let run = try Self.run(arguments, after: "ulimit -n \(limit)")

        let need = try #require(Self.refusedNeed(run, limit: "-n", allowed: limit), "status \(run.status), stderr: \(run.standardError)")
        #expect(need > limit)
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given ulimit -n between 16 and 32, when the web view or the demo API starts, then one line names the limit (each needs more than 32 or 16)",
          arguments: [(["web"], 16), (["web"], 24), (["web"], 32), (["serve", "--port", "0"], 16)])
    func serversNeedMoreDescriptors(arguments: [String], limit: Int) throws {
        let run = try Self.run(arguments, after: "ulimit -n \(limit)")

        #expect(Self.refusedNeed(run, limit: "-n", allowed: limit) != nil, "status \(run.status), stderr: \(run.standardError)")
    }

    @Test("given ulimit -n 32, when photos are listed, and 16, when favourites are listed, then both work: the needs are not inflated")
    func enoughDescriptorsWork() throws {
        let list = try Self.run(["list", "--per-page", "3", "--json"], after: "ulimit -n 32")
        let favorites = try Self.run(["favorites", "list"], after: "ulimit -n 16")

        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.photoIDs.count == 3)
        #expect(favorites.status == 0, "\(favorites.standardError)")
    }

    @Test("given a soft ulimit -n of 12 under a higher hard limit, when photos are listed, then photolist raises its own soft limit and lists them")
    func lowSoftLimitIsRaised() throws {
        let run = try Self.run(["list", "--per-page", "3"], after: "ulimit -Sn 12")

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
    }

    @Test("given a soft ulimit -n of 16 under a higher hard limit, when the web view starts, then it serves (its own soft limit raised) and stops cleanly on SIGTERM")
    func webRaisesItsSoftLimit() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let web = try PhotoListBinary.launch(
            ["-c", "ulimit -Sn 16 && exec \"$0\" web", PhotoListBinary.url.path],
            environment: ["HOME": home.path], executable: "/bin/sh"
        )
        web.waitForOutputFile { web.standardOutput.hasSuffix("\n") }
        kill(web.process.processIdentifier, SIGTERM)

        #expect(web.waitForExit(), "web kept running after SIGTERM")
        #expect(web.standardOutput.hasPrefix("http://127.0.0.1:"), "stderr: \(web.standardError)")
        #expect(web.process.terminationReason == .exit && web.process.terminationStatus == 0, "stderr: \(web.standardError)")
    }

    @Test("given ulimit -n 8, when the version or the help is asked for, then it is printed: they need no descriptor beyond the runtime's")
    func versionAndHelpNeedNothing() throws {
        let version = try Self.run(["--version"], after: "ulimit -n 8")
        let help = try Self.run(["list", "--help"], after: "ulimit -n 8")

        #expect(version.status == 0 && version.standardOutput == "0.1.0\n", "\(version.standardError)")
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: photolist list"), "\(help.standardError)")
    }

    @Test("given ulimit -v too small for a command's threads, when it runs, then one line names ulimit -v and what it needs, exit 1, instead of a crash or a hang",
          .disabled(if: Sanitizer.isActive, "a sanitizer reserves terabytes of address space for its shadow memory"),
          arguments: [["list"], ["web"]])
    func tooLittleAddressSpaceIsNamed(arguments: [String]) throws {
        let limit = 160_000
        let run = try Self.run(arguments, after: "ulimit -v \(limit)")

        let need = try #require(Self.refusedNeed(run, limit: "-v", allowed: limit), "status \(run.status), stderr: \(run.standardError)")
        #expect(need > limit)
    }

    @Test("given ulimit -u below what a command's threads need, when it runs, then one line names ulimit -u and the figure to raise it to, exit 1, instead of a crash or a hang; with room above that figure, it works",
          .enabled(if: getuid() != 0, "ulimit -u does not bind root; Scripts/test runs this as an ordinary user"),
          arguments: [["list", "--per-page", "2", "--json"], ["favorites", "list"], ["--version"]])
    func tooFewThreadsAreNamed(arguments: [String]) throws {
        let refused = try Self.run(arguments, after: "ulimit -u 4")

        let pattern = #/^photolist: too many processes: ulimit -u allows this user 4 processes and threads, (\d+) of them running already, and this command needs about (\d+) more; raise ulimit -u to at least (\d+)\n$/#
        let said = try #require(refused.standardError.wholeMatch(of: pattern), "status \(refused.status), stderr: \(refused.standardError)")
        #expect(refused.status == 1 && refused.standardOutput.isEmpty)
        let (running, more, figure) = (Int(said.1) ?? 0, Int(said.2) ?? 0, Int(said.3) ?? 0)
        #expect(figure == running + more && figure > 4)
        // The user's other processes (this test's own and the tests running beside it) come and go, more of
        // them on more cores: room is left for as many again.
        let roomy = try Self.run(arguments, after: "ulimit -u \(2 * figure + 100)")
        #expect(roomy.status == 0, "\(roomy.standardError)")
    }

    @Test("given ulimit -n 5, below even the runtime's need, when photos are listed, then the line names the command's whole need, and at that limit they list: one raise is enough")
    func oneRaiseOfOpenFilesIsEnough() throws {
        let refused = try Self.run(["list", "--per-page", "3"], after: "ulimit -n 5")
        let need = try #require(Self.refusedNeed(refused, limit: "-n", allowed: 5), "status \(refused.status), stderr: \(refused.standardError)")

        let listed = try Self.run(["list", "--per-page", "3"], after: "ulimit -n \(need)")

        #expect(listed.status == 0, "at ulimit -n \(need): \(listed.standardError)")
    }

    @Test("given ulimit -v too small for the runtime (130,000 KB) or for the command (150,000 KB), when the largest picture the demo serves (a square photo at full size) is downloaded, then the line names a need at which it is saved, not a crash",
          .disabled(if: Sanitizer.isActive, "a sanitizer reserves terabytes of address space for its shadow memory"),
          arguments: [130_000, 150_000])
    func oneRaiseOfAddressSpaceSavesTheLargestPicture(limit: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limit-download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = try PhotoListBinary.run(["list", "--per-page", "30", "--json"])
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any])["photos"] as? [[String: Any]]
        let square = try #require(photos?.first { ($0["width"] as? Int) == ($0["height"] as? Int) && ($0["width"] as? Int ?? 0) >= 2_400 }?["id"] as? String)
        let arguments = ["download", "-o", folder.path + "/", "--", square]
        let refused = try Self.run(arguments, after: "ulimit -v \(limit)")
        let need = try #require(Self.refusedNeed(refused, limit: "-v", allowed: limit), "status \(refused.status), stderr: \(refused.standardError)")

        let saved = try Self.run(arguments, after: "ulimit -v \(need)")

        #expect(saved.status == 0, "at ulimit -v \(need): \(saved.standardError.prefix(300))")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["\(square).jpg"], "only the photo, no partial file: \(files)")
    }
}
