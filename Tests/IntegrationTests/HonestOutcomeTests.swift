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

    @Test("given a search the source counts 10,000 results in, when its first page comes back empty, then the table says the page held nothing although more follow, not that the results ended")
    func emptyPageOfALongSearchIsNamed() throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, body: Array(#"{"total":10000,"total_pages":500,"results":[]}"#.utf8))
        }
        defer { server.stop() }

        let run = try PhotoListBinary.run(["search", "sea", "--base-url", server.baseURL.absoluteString, "--timeout", "5"])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardOutput.contains("page 1 of 500, page 1 held no photos although the source said more follow, 10,000 photos in all"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("end of the results"))
        let json = try PhotoListBinary.run(["search", "sea", "--json", "--base-url", server.baseURL.absoluteString, "--timeout", "5"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["cutShort"] as? Bool == true && object["hasNextPage"] as? Bool == false && object["totalPages"] as? Int == 500, "\(object)")
    }

    @Test("given a source whose every page is sponsored photos, when listed with --no-sponsored, then four pages are asked and the output says they held only sponsored photos left out, counting them, not that the source sent none")
    func pagesOfOnlySponsoredPhotosAreNamed() throws {
        let server = try HTTPTestServer { request in
            let page = request.target.components(separatedBy: "page=").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            let photos = (1...2).map { index -> [String: Any] in
                var photo = ScriptedUnsplash.photo(id: "p\(page)-\(index)", text: "photo")
                photo["sponsorship"] = ["sponsor": ["name": "Surface", "username": "surface"], "tagline": "buy"]
                return photo
            }
            return .respond(status: 200, headers: [("X-Total", "100")], body: Array((try? JSONSerialization.data(withJSONObject: photos)) ?? Data()))
        }
        defer { server.stop() }
        let arguments = ["list", "--no-sponsored", "--per-page", "2", "--base-url", server.baseURL.absoluteString, "--timeout", "5"]

        let table = try PhotoListBinary.run(arguments)
        let json = try PhotoListBinary.run(arguments + ["--json"])

        #expect(table.status == 0, "stderr: \(table.standardError)")
        #expect(table.standardOutput.contains("pages 1–4 held only sponsored photos, left out as asked, so the list stops here"), "\(table.standardOutput)")
        #expect(!table.standardOutput.contains("held no photos"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["sponsoredLeftOut"] as? Int == 8 && object["cutShort"] as? Bool == true && object["page"] as? Int == 4, "\(object)")
        #expect(server.requests.count == 8)
    }

    @Test("given a source whose page 2 repeats page 1 while saying more follow, when sync asks for 3 pages, then it says page 2 added no new photos rather than that the listing ended")
    func syncCutShortByARepeatedPageIsNamed() throws {
        let firstPage = try JSONSerialization.data(withJSONObject: (0..<2).map { ScriptedUnsplash.photo(id: "p\($0)", text: "photo \($0)") })
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Total", "100")], body: Array(firstPage)) }
        defer { server.stop() }

        let run = try PhotoListBinary.run(["sync", "--pages", "3", "--per-page", "2", "--base-url", server.baseURL.absoluteString, "--timeout", "5"])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardOutput.hasPrefix("synced 2 pages, 2 photos from "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(" (page 2 added no new photos, so the list stops here) into "), "\(run.standardOutput)")
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

    @Test("given a fresh home under a file-size limit too small for a new cache (ulimit -f), when sync runs, then its one line says 0 of the pages were synced, then that the disk is full, and it exits 6")
    func syncWhoseCacheCannotBeCreated() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-no-room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }

        let run = try PhotoListBinary.run(
            ["-c", "ulimit -f 16; exec \"$0\" sync --pages 5", PhotoListBinary.url.path], environment: ["HOME": home.path], executable: "/bin/sh"
        )

        #expect(run.status == 6, "stderr: \(run.standardError)")
        #expect(run.standardError.hasPrefix("photolist: synced 0 of 5 pages, then: storage error: the disk holding the cache file "), "\(run.standardError)")
        #expect(run.standardError.filter(\.isNewline).count == 1 && run.standardOutput.isEmpty)
    }

    @Test("given the embedded demo server resetting every list request, when list runs, then the one line blames the built-in demo server")
    func embeddedServerFailureIsNamed() throws {
        let run = try PhotoListBinary.run(["list"], environment: ["PHOTOLIST_DEMO_FAULTS": "list:reset"])

        #expect(run.status == 3)
        #expect(run.standardError.hasPrefix("photolist: the connection to the built-in demo server broke"), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("given the embedded demo server failing on its own side while sync runs, when it stops, then the one line blames the built-in demo server and says how far the sync got")
    func embeddedServerFailureDuringSyncIsNamed() throws {
        let run = try PhotoListBinary.run(["sync", "--pages", "2"], environment: ["PHOTOLIST_DEMO_FAULTS": "list:status=503"])

        #expect(run.status == 3, "stderr: \(run.standardError)")
        #expect(run.standardError.hasPrefix("photolist: synced 0 of 2 pages, then: the built-in demo server failed (HTTP 503)."), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("given the embedded demo server told to refuse with a status that is no failure of its own (422, 451), when list or show runs, then the line reads as that refusal from any source, not as the server failing", arguments: [
        (["list"], "list:status=422", "refused the request (HTTP 422)"), (["show", "VwnS_lbe34J"], "detail:status=451", "(HTTP 451)"),
    ])
    func embeddedServerRefusalIsARefusal(arguments: [String], fault: String, words: String) throws {
        let run = try PhotoListBinary.run(arguments, environment: ["PHOTOLIST_DEMO_FAULTS": fault])
        let status: Int32 = 3

        #expect(run.status == status, "stderr: \(run.standardError)")
        #expect(run.standardError.contains(words) && !run.standardError.contains("built-in demo server"), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
    }
}
