import Foundation
import Testing

/// Every `swift run photolist …` line of README.md's "Using photolist" block, run through the built binary
/// in the README's order with one private HOME (so `list --offline` reads what `sync` stored), against the
/// embedded demo server.
@Suite("README examples", .timeLimit(.minutes(4 * TestTime.scale)))
struct ReadmeExampleTests {
    @Test("given README.md's examples, when each runs in order with a private HOME, then each exits 0 and every list or search prints photos")
    func everyExampleWorks() throws {
        let examples = try ReadmeExamples().examples
        #expect(examples.count >= 20, "the README's block was not found whole: \(examples)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-readme-\(UUID().uuidString)")
        let work = home.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DOWNLOAD_DIR": work.path]
        let first = try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: environment)
        let id = try #require(first.photoIDs.first)
        let listed = try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any]
        let username = try #require(((listed?["photos"] as? [[String: Any]])?.first?["author"] as? [String: Any])?["username"] as? String)
        let served = try ServedDemo()
        defer { served.stop() }

        for example in examples where Self.skipReason(example) == nil {
            let arguments = example.arguments.map { $0 == "ID" ? id : $0 == "USERNAME" ? username : $0 == "http://127.0.0.1:8080" ? served.baseURL : $0 }
            if arguments.first == "serve" {
                try Self.checkServe(arguments, example: example, environment: environment)
                continue
            }
            let run = try PhotoListBinary.run(arguments, environment: environment, in: work)
            #expect(run.status == 0, "\(example): \(run.standardError)")
            if ["list", "search"].contains(arguments.first) {
                #expect(Self.photoCount(run, json: arguments.contains("--json")) > 0, "\(example) printed no photo:\n\(run.standardOutput)")
            }
        }
        #expect(examples.filter { Self.skipReason($0) != nil }.count == 2)
    }

    /// Why an example cannot run here (it needs a real key or the internet), or `nil`.
    private static func skipReason(_ example: ReadmeExamples.Example) -> String? {
        if example.arguments.contains("unsplash") { return "needs a real Unsplash key" }
        if example.arguments.contains("picsum") { return "needs the internet" }
        return nil
    }

    /// Starts a `serve` example on a free port (8080 may be taken on a shared machine), checks that its
    /// first line is its URL, and stops it.
    private static func checkServe(_ arguments: [String], example: ReadmeExamples.Example, environment: [String: String]) throws {
        var arguments = arguments
        if let port = arguments.firstIndex(of: "--port") { arguments.removeSubrange(port...(port + 1)) }
        let server = try PhotoListBinary.launch(arguments + ["--port", "0"], environment: environment)
        server.waitForOutputFile { server.standardOutput.hasSuffix("\n") }
        let firstLine = server.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForExit(), "\(example) kept running after SIGTERM")
        #expect(firstLine.hasPrefix("http://127.0.0.1:"), "\(example): \(server.standardError)")
        #expect(server.process.terminationStatus == 0, "\(example): \(server.standardError)")
    }

    /// How many photos a list or search printed: the JSON's photos, or the count in the table's footer
    /// ("30 photos, page 1, …").
    private static func photoCount(_ run: PhotoListBinary.Run, json: Bool) -> Int {
        guard !json else { return run.photoIDs.count }
        let footer = run.standardOutput.split(separator: "\n").last { $0.contains(" photo") && $0.contains(", page ") }
        return footer.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }
}
