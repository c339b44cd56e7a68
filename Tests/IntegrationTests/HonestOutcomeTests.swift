import Foundation
import HTTPTestServer
import Testing

/// End to end: a command reports exactly what it did. A sync says how many of the pages it was asked for
/// were stored and fails when one was not; a failure of the embedded demo server is named as such.
@Suite("photolist reports what it did", .timeLimit(.minutes(2 * TestTime.scale)))
struct HonestOutcomeTests {
    @Test("given a source that fails on page 2, when sync asks for 3 pages, then it says 1 of 3 were synced and exits 3")
    func syncStoppedBySource() throws {
        let firstPage = try JSONSerialization.data(withJSONObject: (0..<2).map { ScriptedUnsplash.photo(id: "p\($0)", text: "photo \($0)") })
        let server = try HTTPTestServer { request in
            request.target.contains("page=1&")
                ? .respond(status: 200, headers: [("X-Total", "100")], body: Array(firstPage))
                : .respond(status: 503, body: Array("busy".utf8))
        }
        defer { server.stop() }

        let run = try PhotoListBinary.run(["sync", "--pages", "3", "--per-page", "2", "--base-url", server.baseURL.absoluteString, "--timeout", "1"])

        #expect(run.status == 3)
        #expect(run.standardError.hasPrefix("photolist: synced 1 of 3 pages, then: "), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given another process holding the cache's write lock, when sync runs, then it exits 6 naming the cache and claims no pages")
    func syncIntoALockedCache() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let holder = try WriteLockHolder(path: home.cachePath)
        defer { holder.release() }

        let run = try PhotoListBinary.run(["sync", "--pages", "2"], environment: ["HOME": home.root.path])

        #expect(run.status == 6, "stderr: \(run.standardError)")
        #expect(run.standardError.contains(home.cachePath))
        #expect(!run.standardOutput.contains("synced"))
    }

    @Test("given the embedded demo server resetting every list request, when list runs, then the one line blames the built-in demo server")
    func embeddedServerFailureIsNamed() throws {
        let run = try PhotoListBinary.run(["list"], environment: ["PHOTOLIST_DEMO_FAULTS": "list:reset"])

        #expect(run.status == 3)
        #expect(run.standardError.hasPrefix("photolist: the built-in demo server failed: "), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }
}
