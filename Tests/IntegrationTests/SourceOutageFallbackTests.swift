import Foundation
import HTTPTestServer
import Synchronization
import Testing

/// End to end: a page listed once, then asked of a source that cannot answer now (failing on its side or
/// rate limiting) or that refuses: the offline copy stands in for the first, saying why, never for the
/// second.
@Suite("photolist when the source cannot answer after a page was cached", .timeLimit(.minutes(2 * TestTime.scale)))
struct SourceOutageFallbackTests {
    /// The failure a ``FailingLater`` source answers with, once set.
    private final class Failure: Sendable {
        let answer = Mutex<(status: Int, body: String)?>(nil)
    }

    /// A source that lists one photo until its failure is set, then answers every request with it.
    private struct FailingLater {
        let failure = Failure()
        let server: HTTPTestServer

        init() throws {
            let photo = try JSONSerialization.data(withJSONObject: [ScriptedUnsplash.photo(id: "cached-1", text: "lake")])
            let failure = failure
            server = try HTTPTestServer { _ in
                if let (status, body) = failure.answer.withLock({ $0 }) { return .respond(status: status, body: Array(body.utf8)) }
                return .respond(status: 200, headers: [("X-Total", "1")], body: Array(photo))
            }
        }
    }

    private static func list(_ source: FailingLater, home: URL, json: Bool = false) throws -> PhotoListBinary.Run {
        try run(["list"] + (json ? ["--json"] : []), source, home: home)
    }

    private static func run(_ arguments: [String], _ source: FailingLater, home: URL) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(
            arguments + ["--source", "unsplash", "--base-url", source.server.baseURL.absoluteString],
            environment: ["UNSPLASH_ACCESS_KEY": "test-key", "HOME": home.path]
        )
    }

    private static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-outage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    @Test("given a page listed once, when the source then fails on its side or rate limits, then the cached page is listed and its photo shown, each saying why, and exits 0", arguments: [
        (503, "source failed (HTTP 503)", "sourceFailed"), (429, "rate limited", "rateLimited"),
    ])
    func anOutageIsAnsweredFromTheCache(status: Int, reason: String, kind: String) throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = try FailingLater()
        defer { source.server.stop() }
        #expect(try Self.list(source, home: home).status == 0)
        source.failure.answer.withLock { $0 = (status, "<html>busy</html>") }

        let table = try Self.list(source, home: home)
        let json = try Self.list(source, home: home, json: true)
        let shown = try Self.run(["show", "cached-1"], source, home: home)
        let shownJSON = try Self.run(["show", "cached-1", "--json"], source, home: home)

        #expect(table.status == 0, "\(table.standardError)")
        let footer = try #require(table.standardOutput.split(separator: "\n").last)
        #expect(footer.contains(", offline copy from ") && footer.hasSuffix(", \(reason)"), "\(footer)")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(listing["cachedAt"] is String)
        #expect((listing["outage"] as? [String: Any])?["kind"] as? String == kind)
        #expect((listing["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["cached-1"])
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.replacingOccurrences(of: "\n", with: " ").contains("Shown from the offline copy: \(reason). Camera, place and tags come only from the source."), "\(shown.standardOutput)")
        let detail = try #require(try JSONSerialization.jsonObject(with: Data(shownJSON.standardOutput.utf8)) as? [String: Any])
        #expect(detail["offlineCopy"] as? Bool == true && detail["keptCopy"] as? String == "offline")
        #expect((detail["outage"] as? [String: Any])?["kind"] as? String == kind)
        // What the copy does not keep is unknown (null), not none ([]).
        #expect(detail["tags"] is NSNull && detail["topics"] is NSNull && detail["exif"] is NSNull, "\(detail)")
    }

    @Test("given a page listed once, when the source then refuses the key, then the refusal is the answer, not the old copy")
    func aRefusalIsNotAnsweredFromTheCache() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = try FailingLater()
        defer { source.server.stop() }
        #expect(try Self.list(source, home: home).status == 0)
        source.failure.answer.withLock { $0 = (401, #"{"errors":["OAuth error: The access token is invalid"]}"#) }

        let run = try Self.list(source, home: home)

        #expect(run.status == 4)
        #expect(run.standardError.hasPrefix("photolist: ") && run.standardError.contains("rejected the access key"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a page listed once, when the source then answers with a body larger than photolist reads, then that is the answer (exit 3, the list and the photo alike), not the old copy: the source did answer")
    func anAnswerTooLargeIsNotAnsweredFromTheCache() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = try FailingLater()
        defer { source.server.stop() }
        #expect(try Self.list(source, home: home).status == 0)
        // Past the 16 MB a body may have: valid JSON, so only its size refuses it.
        source.failure.answer.withLock { $0 = (200, "[" + String(repeating: "{},", count: 6_000_000) + "{}]") }

        let listed = try Self.list(source, home: home, json: true)
        let shown = try Self.run(["show", "cached-1"], source, home: home)

        for run in [listed, shown] {
            #expect(run.status == 3, "\(run.standardError)")
            #expect(run.standardError.hasPrefix("photolist: ") && run.standardError.contains("larger than"), "\(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
    }
}
