import Foundation
import Testing

/// End to end: the real binary starts the embedded demo server, fetches through libcurl, and prints what
/// the view model produced.
@Suite("photolist list against the embedded demo server", .timeLimit(.minutes(2 * TestTime.scale)))
struct ListCommandTests {
    private struct PageJSON: Decodable {
        struct Photo: Decodable {
            struct Author: Decodable { let name: String }
            let id: String
            let width: Int
            let height: Int
            let author: Author
        }

        let page: Int
        let hasNextPage: Bool
        let photos: [Photo]
    }

    private func page(_ arguments: [String]) throws -> PageJSON {
        let run = try PhotoListBinary.run(arguments)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        return try JSONDecoder().decode(PageJSON.self, from: Data(run.standardOutput.utf8))
    }

    @Test("given no paging options, when list --json runs, then page 1 holds 30 photos with ids, sizes and authors")
    func firstPage() throws {
        let first = try page(["list", "--json"])

        #expect(first.page == 1)
        #expect(first.hasNextPage)
        #expect(first.photos.count == 30)
        #expect(Set(first.photos.map(\.id)).count == 30)
        #expect(first.photos.allSatisfy { $0.width > 0 && $0.height > 0 && !$0.author.name.isEmpty })
    }

    @Test("given list --json, when parsed, then the documented schema holds exactly: no key missing, none extra")
    func jsonSchemaIsStable() throws {
        let run = try PhotoListBinary.run(["list", "--json", "--per-page", "3"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])

        #expect(Set(object.keys) == ["page", "hasNextPage", "total", "cutShort", "sponsoredLeftOut", "rateLimit", "cachedAt", "outage", "photos"])
        #expect(object["total"] as? Int ?? 0 >= (object["photos"] as? [Any])?.count ?? 1, "the demo's X-Total: how many photos it holds")
        #expect(object["cachedAt"] is NSNull && object["outage"] is NSNull)
        let quota = try #require(object["rateLimit"] as? [String: Any])
        #expect(Set(quota.keys) == ["remaining", "limit"])
        #expect(quota["limit"] as? Int == 5_000 && (quota["remaining"] as? Int ?? 0) > 0)
        let photos = try #require(object["photos"] as? [[String: Any]])
        #expect(photos.count == 3)
        for photo in photos {
            #expect(Set(photo.keys) == [
                "id", "width", "height", "author", "description", "altDescription", "sponsorship", "plus", "likes", "color", "blurHash",
            ])
            #expect(Set(try #require(photo["author"] as? [String: Any]).keys) == ["name", "username"])
        }
    }

    @Test("given pages 1 and 2, when both are listed, then they hold 30 photos each and share none")
    func secondPageDiffers() throws {
        let first = try page(["list", "--json"])
        let second = try page(["list", "--json", "--page", "2"])

        #expect(second.page == 2)
        #expect(second.photos.count == 30)
        #expect(Set(first.photos.map(\.id)).isDisjoint(with: second.photos.map(\.id)))
    }

    @Test("given the same page twice, when listed in two processes, then the ids are identical (deterministic catalog)")
    func deterministicAcrossRuns() throws {
        #expect(try page(["list", "--json", "--per-page", "5"]).photos.map(\.id)
            == (try page(["list", "--json", "--per-page", "5"]).photos.map(\.id)))
    }

    @Test("given an out-of-range page or size, a malformed address or an order a search does not take, when run, then it exits 2 with the reason and no backtrace", arguments: [
        (["list", "--page", "0"], "--page must be at least 1 (got 0)"),
        (["list", "--page", "9223372036854775807"], "--page must be at most 1000000"),
        (["list", "--per-page", "0"], "--per-page must be between 1 and 30 (got 0)"),
        (["list", "--per-page", "31"], "--per-page must be between 1 and 30 (got 31)"),
        (["list", "--base-url", "file:///etc"], "--base-url must be an http:// or https:// URL"),
        (["sync", "--pages", "1", "--query", "misty", "--order", "popular"], "--order popular sorts the listing; a search (--query) comes in the source's order of relevance"),
    ])
    func refusesBadInput(arguments: [String], reason: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError.contains(reason))
        #expect(run.standardOutput.isEmpty)
        #expect(!run.standardError.contains("Fatal error") && !run.standardError.contains("backtrace"))
    }

    @Test("given a base URL where nothing listens, when list runs, then it exits 3 with one readable line")
    func unreachableServer() throws {
        let run = try PhotoListBinary.run(["list", "--base-url", "http://127.0.0.1:9"])

        #expect(run.status == 3)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.hasPrefix("photolist: cannot connect to the photo service"))
        #expect(run.standardError.hasSuffix(" Address: http://127.0.0.1:9.\n"))
    }

    @Test("given the unsplash source without a key, when list runs, then it exits 4 naming the variable")
    func missingKey() throws {
        let run = try PhotoListBinary.run(["list", "--source", "unsplash"])

        #expect(run.status == 4)
        #expect(run.standardError.contains("UNSPLASH_ACCESS_KEY"))
    }

    @Test("given the table output, when list runs, then a header, 30 rows and a footer are printed")
    func tableOutput() throws {
        let run = try PhotoListBinary.run(["list"], environment: ["COLUMNS": "120"])

        let lines = run.standardOutput.split(separator: "\n")
        #expect(run.status == 0)
        #expect(lines.first?.hasPrefix("#") == true)
        #expect(lines.count == 32)
        #expect(lines.last?.hasPrefix("30 photos, page 1, more pages available (--page 2), ") == true)
        #expect(lines.last?.hasSuffix(" of 5,000 requests left") == true)
        #expect(lines.allSatisfy { $0.count <= 120 })
    }
}

@Suite("photolist --verbose", .timeLimit(.minutes(2 * TestTime.scale)))
struct VerboseLoggingTests {
    @Test("given --verbose and a sentinel key, when a command fails and retries, then stderr logs each attempt and never the key")
    func verboseNeverLeaksTheKey() throws {
        let key = "SENTINEL-3c9d1e"
        let run = try PhotoListBinary.run(
            ["list", "--source", "unsplash", "--base-url", "http://127.0.0.1:9", "--verbose"],
            environment: ["UNSPLASH_ACCESS_KEY": key]
        )

        #expect(run.status == 3)
        #expect(run.standardError.components(separatedBy: "→ GET").count - 1 == 3)  // first attempt and two retries
        #expect(!run.standardError.contains(key) && !run.standardOutput.contains(key))
    }

    @Test("given --verbose with JSON output, when list runs, then logs go to stderr and stdout stays valid JSON")
    func logsStayOffStandardOutput() throws {
        let run = try PhotoListBinary.run(["list", "--json", "--per-page", "2", "-v"])

        #expect(run.status == 0)
        #expect(run.standardError.contains("← 200 GET"))
        #expect((try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) != nil)
    }
}
