import Foundation
import Testing

@Suite("photolist search and show against the embedded demo server", .timeLimit(.minutes(2 * TestTime.scale)))
struct SearchAndShowCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try PhotoListBinary.run(arguments)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    private func ids(_ object: [String: Any]) -> [String] {
        (object["photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    @Test("given a query, when search --json runs, then every result matches it and the trimmed query is echoed")
    func searchMatches() throws {
        let results = try json(["search", "  Forest ", "--json"])

        #expect(results["query"] as? String == "Forest")
        let photos = try #require(results["photos"] as? [[String: Any]])
        #expect(photos.count == 30)
        // The demo matches a query in the description or the alternative text, as Unsplash does.
        #expect(photos.allSatisfy { photo in
            [photo["description"], photo["altDescription"]].contains { ($0 as? String)?.lowercased().contains("forest") == true }
        })
        #expect(results["total"] as? Int ?? 0 > 30 && results["totalPages"] as? Int ?? 0 > 1)
        #expect(results["hasNextPage"] as? Bool == true)
    }

    @Test("given several words without quotes, when search runs, then it searches them as one query, as if quoted")
    func unquotedWords() throws {
        let unquoted = try json(["search", "misty", "forest", "--json", "--per-page", "5"])
        let quoted = try json(["search", "misty forest", "--json", "--per-page", "5"])
        let table = try PhotoListBinary.run(["search", "misty", "forest", "--per-page", "5"])

        #expect(unquoted["query"] as? String == "misty forest")
        #expect(ids(unquoted).count == 5)
        #expect(ids(unquoted) == ids(quoted))
        #expect((unquoted["photos"] as? [[String: Any]])?.allSatisfy { ($0["description"] as? String)?.lowercased().contains("misty forest") == true } == true)
        #expect(table.status == 0 && table.standardOutput.lowercased().contains("misty forest"), "stderr: \(table.standardError)")
    }

    @Test("given a query and filters that match nothing, when search runs, then the table ends with the browser's sentence naming them; a page past the end says that instead")
    func anEmptySearchNamesItsQuery() throws {
        let empty = try PhotoListBinary.run(["search", "zzqqxx", "--color", "blue"])
        let past = try PhotoListBinary.run(["search", "forest", "--page", "999"])

        #expect(empty.status == 0, "\(empty.standardError)")
        #expect(empty.standardOutput.hasSuffix("\nNo photos match “zzqqxx” (Blue). Try other words, or fewer filters.\n"), "\(empty.standardOutput)")
        #expect(past.status == 0 && !past.standardOutput.contains("No photos match"), "\(past.standardOutput)")
    }

    @Test("given a search word that begins with -, when search runs, then the refusal says to put it after --, and after -- it is searched")
    func aDashedWordIsSearchedAfterDoubleDash() throws {
        let refused = try PhotoListBinary.run(["search", "-forest"])
        let searched = try PhotoListBinary.run(["search", "--json", "--", "-forest"])

        #expect(refused.status == 2)
        #expect(refused.standardError == "photolist: unknown option '-forest'; a search word that begins with - goes after --, as in photolist search -- -forest; see 'photolist search --help'\n", "\(refused.standardError)")
        #expect(searched.status == 0 && searched.standardOutput.contains("\"query\" : \"-forest\""), "\(searched.standardOutput)")
    }

    @Test("given no query at all, when search runs, then it exits 2 saying the query is missing")
    func missingQuery() throws {
        let run = try PhotoListBinary.run(["search", "--json"])

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("photolist: missing expected argument '<query> ...'"), "stderr: \(run.standardError)")
    }

    @Test("given search pages 1 and 2, when both run, then they share no photo")
    func searchPages() throws {
        let first = ids(try json(["search", "forest", "--json"]))
        let second = ids(try json(["search", "forest", "--json", "--page", "2"]))
        #expect(!second.isEmpty)
        #expect(Set(first).isDisjoint(with: second))
    }

    @Test("given a blank or over-long query, when search runs, then it exits 2 naming the problem", arguments: [
        ("   ", "the search query is empty"), (String(repeating: "x", count: 101), "longer than 100 characters"),
    ])
    func badQuery(query: String, reason: String) throws {
        let run = try PhotoListBinary.run(["search", query])
        #expect(run.status == 2)
        #expect(run.standardError.contains(reason))
    }

    @Test("given an id from the list, when show --json runs, then the detail has the same id, camera, place and tags")
    func showDetail() throws {
        let id = try #require(ids(try json(["list", "--json", "--per-page", "1"])).first)

        let detail = try json(["show", id, "--json"])

        #expect(detail["id"] as? String == id)
        #expect((detail["exif"] as? [String: Any])?["model"] is String)
        #expect((detail["location"] as? [String: Any])?["country"] is String)
        #expect((detail["tags"] as? [String])?.isEmpty == false)
        #expect((detail["attribution"] as? String)?.hasPrefix("Photo by ") == true)
        let keys: Set = ["id", "width", "height", "description", "altDescription", "sponsorship", "plus", "likes", "views", "downloads",
                         "color", "blurHash", "createdAt", "attribution", "author", "urls", "exif", "location", "tags", "topics",
                         "offlineCopy", "keptCopy", "outage"]
        #expect(Set(detail.keys) == keys)
        #expect(detail["offlineCopy"] as? Bool == false && detail["keptCopy"] is NSNull && detail["outage"] is NSNull)
    }

    @Test("given the embedded demo server, when show prints text at 40 columns, then it ends with a note, wrapped to fit, that the links last only while the command runs and how to get lasting ones")
    func showNotesShortLivedLinks() throws {
        let id = try #require(ids(try json(["list", "--json", "--per-page", "1"])).first)

        let text = try PhotoListBinary.run(["show", id], environment: ["COLUMNS": "40"])
        let json = try PhotoListBinary.run(["show", id, "--json"])

        #expect(text.status == 0, "stderr: \(text.standardError)")
        let lines = text.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Page") && $0.contains("/p/\(id)") })
        let start = try #require(lines.firstIndex { $0.hasPrefix("These links") })
        let note = lines[start...]
        #expect(note.joined(separator: " ") == "These links were the built-in demo server's, which stopped as this command ended; for lasting ones, run photolist serve and pass its URL with --base-url.")
        #expect(note.count > 1 && note.allSatisfy { $0.count <= 40 }, "\(note)")
        #expect(json.status == 0 && !json.standardOutput.contains("These links"))
    }

    @Test("given a served demo reached with --base-url, when show prints text, then no note is added: its links last as long as the server")
    func showOnServedDemoAddsNoNote() throws {
        let server = try ServedDemo()
        defer { server.stop() }
        let id = try #require(ids(try json(["list", "--json", "--per-page", "1", "--base-url", server.baseURL])).first)

        let text = try PhotoListBinary.run(["show", id, "--base-url", server.baseURL])

        #expect(text.status == 0, "stderr: \(text.standardError)")
        #expect(text.standardOutput.contains("\(server.baseURL)/p/\(id)"))
        #expect(!text.standardOutput.contains("These links"))
    }

    @Test("given an unknown or path-like id, when show runs, then it exits 5 with one line", arguments: ["NOPE", "../etc/passwd", "%2e%2e"])
    func showUnknown(id: String) throws {
        let run = try PhotoListBinary.run(["show", id])
        #expect(run.status == 5)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardOutput.isEmpty)
    }
}
