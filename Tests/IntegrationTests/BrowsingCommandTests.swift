import Foundation
import HTTPTestServer
import Testing

/// Topics, collections, a photographer's photos and random picks from the command line, against the
/// embedded demo (which answers in Unsplash's shapes), and errors from an Unsplash-shaped server.
@Suite("photolist topics, collections, user and random", .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowsingCommandTests {
    /// `photolist arguments…` as JSON, read with Foundation's reader.
    private static func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try PhotoListBinary.run(arguments)
        try #require(run.status == 0, "\(arguments): exit \(run.status): \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    @Test("given the demo's topics, one described in HTML as Unsplash writes it, when listed as JSON and as a table, then every topic has every key, the table names each slug, no markup shows, and both give the quota the source reported")
    func topicsList() throws {
        let object = try Self.json(["topics", "--json", "--per-page", "30"])
        let topics = try #require(object["topics"] as? [[String: Any]])
        let table = try PhotoListBinary.run(["topics", "--per-page", "30"], environment: ["COLUMNS": "200"])

        #expect(Set(object.keys) == ["page", "hasNextPage", "rateLimit", "topics"])
        let quota = try #require(object["rateLimit"] as? [String: Any])
        let remaining = try #require(quota["remaining"] as? Int)
        let limit = try #require(quota["limit"] as? Int)
        #expect(remaining < limit)
        #expect(table.standardOutput.hasSuffix(" of \(limit.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) requests left\n"), "\(table.standardOutput.suffix(120))")
        #expect(!topics.isEmpty)
        for topic in topics {
            #expect(Set(topic.keys) == ["id", "slug", "title", "description", "totalPhotos"])
            #expect(table.standardOutput.contains(try #require(topic["slug"] as? String)))
        }
        let lake = try #require(topics.first { $0["slug"] as? String == "on-the-lake" })
        #expect(lake["description"] as? String == "Still water and long reflections. Learn more here (https://blog.photolist-demo.example/on-the-lake).")
        #expect(!table.standardOutput.contains("<p>") && !table.standardOutput.contains("href"))
        #expect(table.status == 0)
    }

    @Test("given every topic the demo lists, a slug beginning with - among them, when its photos are printed, then each answers a page of photos in the list schema naming the topic")
    func topicPhotos() throws {
        let slugs = try #require(try Self.json(["topics", "--json", "--per-page", "30"])["topics"] as? [[String: Any]]).compactMap { $0["slug"] as? String }
        #expect(slugs.contains { $0.hasPrefix("-") })

        for slug in slugs {
            let object = try Self.json(["topics", slug, "--json", "--per-page", "3"])
            #expect(object["topic"] as? String == slug)
            #expect((object["photos"] as? [[String: Any]])?.isEmpty == false, "\(slug)")
            #expect(Set(object.keys) == ["topic", "total", "page", "hasNextPage", "cutShort", "sponsoredLeftOut", "rateLimit", "cachedAt", "outage", "photos"])
            #expect(object["total"] as? Int ?? 0 >= (object["photos"] as? [Any])?.count ?? 1, "\(slug): the demo's X-Total")
        }
    }

    @Test("given the demo's collections, one with an id beginning with - and one titled in Japanese, when each is opened, then its photos print; the table shows the title whole")
    func collections() throws {
        let object = try Self.json(["collections", "--json", "--per-page", "30"])
        let collections = try #require(object["collections"] as? [[String: Any]])
        let table = try PhotoListBinary.run(["collections", "--per-page", "30"], environment: ["COLUMNS": "200"])

        #expect(collections.contains { ($0["id"] as? String)?.hasPrefix("-") == true })
        for collection in collections {
            #expect(Set(collection.keys) == ["id", "title", "description", "totalPhotos", "curator"])
            let id = try #require(collection["id"] as? String)
            let photos = try Self.json(["collections", id, "--json", "--per-page", "2"])
            #expect(photos["collection"] as? String == id)
            #expect(photos["total"] as? Int == collection["totalPhotos"] as? Int, "\(id): the feed's total is the collection's count")
            #expect((photos["photos"] as? [[String: Any]])?.isEmpty == false, "\(id)")
        }
        let japanese = try #require(collections.first { ($0["title"] as? String)?.unicodeScalars.contains { $0.value >= 0x3040 } == true })
        #expect(table.standardOutput.contains(try #require(japanese["title"] as? String)))
    }

    @Test("given a photographer from the list, when user prints their photos, then every photo is theirs and the headline names them, also when asked with the @ it writes; JSON names the user and gives the profile the headline shows")
    func userPhotos() throws {
        let first = try #require((try Self.json(["list", "--json", "--per-page", "1"])["photos"] as? [[String: Any]])?.first)
        let author = try #require(first["author"] as? [String: Any])
        let username = try #require(author["username"] as? String)
        let name = try #require(author["name"] as? String)

        let object = try Self.json(["user", username, "--json"])
        let table = try PhotoListBinary.run(["user", username], environment: ["COLUMNS": "200"])
        let withAt = try PhotoListBinary.run(["user", "@" + username], environment: ["COLUMNS": "200"])

        #expect(withAt.status == 0 && withAt.standardOutput == table.standardOutput, "@\(username), as the headline writes it, names them too")
        #expect(object["user"] as? String == username)
        #expect(object["total"] as? Int ?? 0 >= (object["photos"] as? [Any])?.count ?? 1, "the demo's X-Total: how many photos they have")
        let photos = try #require(object["photos"] as? [[String: Any]])
        #expect(!photos.isEmpty)
        #expect(photos.allSatisfy { ($0["author"] as? [String: Any])?["username"] as? String == username })
        #expect(table.status == 0 && table.standardOutput.split(separator: "\n").first?.hasPrefix("\(name) (@\(username))") == true)
        // The profile the headline shows, in the schema show gives a photo's author.
        let profile = try #require(object["profile"] as? [String: Any], "\(object.keys.sorted())")
        #expect(profile["name"] as? String == name && profile["username"] as? String == username)
        #expect(Set(profile.keys) == ["name", "username", "profileURL", "location", "bio", "portfolioURL", "totalPhotos"])
        let headline = String(table.standardOutput.split(separator: "\n").first ?? "")
        for fact in [profile["location"] as? String, profile["portfolioURL"] as? String].compactMap({ $0 }) {
            #expect(headline.contains(fact), "\(headline) lacks \(fact)")
        }
    }

    @Test("given random with a count, when run twice, then each run prints that many distinct photos with the source's quota, and the two picks differ")
    func random() throws {
        let first = try #require(try Self.json(["random", "--count", "5", "--json"])["photos"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let second = try #require(try Self.json(["random", "--count", "5", "--json"])["photos"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let single = try Self.json(["random", "--json"])
        let one = try #require(single["photos"] as? [[String: Any]])
        let quota = try #require(single["rateLimit"] as? [String: Any], "the demo reports its quota on /photos/random")

        #expect(Set(first).count == 5 && Set(second).count == 5)
        #expect(first != second)  // each run's demo server draws from its own seed, as Unsplash picks anew
        #expect(one.count == 1)
        #expect(quota["remaining"] is Int && quota["limit"] is Int)
    }

    @Test("given unknown names, a count out of range and Lorem Picsum, when asked, then one clear line each and the documented status")
    func refusals() throws {
        let cases: [([String], Int32, String)] = [
            (["topics", "no-such-topic"], 5, "no topic 'no-such-topic'"),
            (["collections", "-nothing"], 5, "no collection '-nothing'"),
            (["user", "no_one_at_all"], 5, "no user 'no_one_at_all'"),
            (["random", "--count", "31"], 2, "--count must be between 1 and 30"),
            (["topics", "--source", "picsum"], 2, "Lorem Picsum has no topics"),
            (["user", "x", "--offline"], 2, "photolist: photographers' pages need the network"),
            (["random", "--source", "picsum"], 2, "Lorem Picsum has no random photos"),
            (["topics", "a b"], 2, "no spaces"),
            // A photo id follows the same rule wherever the source is asked for it.
            // The quote shows what was refused, escaped, instead of dropping it and quoting an id that looks valid.
            (["favorites", "add", "\u{1B}[31mred"], 2, "the photo id must contain no spaces, control or invisible characters (got '\\u{1B}[31mred')"),
            (["show", "a\nb"], 2, "the photo id must contain no spaces, control or invisible characters (got 'a\\nb')"),
            (["show", "a\u{202E}b"], 2, "the photo id must contain no spaces, control or invisible characters (got 'a\\u{202E}b')"),
            (["download", "a b"], 2, "the photo id must contain no spaces, control or invisible characters (got 'a b')"),
            (["show", "a\u{200B}b"], 2, "the photo id must contain no spaces, control or invisible characters (got 'a\\u{200B}b')"),
            (["collections", "\u{FEFF}abc"], 2, "the collection's id must contain no spaces, control or invisible characters (got '\\u{FEFF}abc')"),
            (["user", "a\u{2028}b"], 2, "the username must contain no spaces, control or invisible characters (got 'a\\u{2028}b')"),
            // A pasted page is refused here, not sent to come back as the source's 400.
            (["show", String(repeating: "x", count: 100_000)], 2, "the photo id is longer than 256 characters (100000)"),
            (["topics", String(repeating: "t", count: 257)], 2, "the topic's slug is longer than 256 characters (257)"),
        ]
        for (arguments, status, words) in cases {
            let run = try PhotoListBinary.run(arguments)
            #expect(run.status == status, "\(arguments): \(run.standardError)")
            #expect(run.standardError.contains(words), "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.isEmpty, "\(arguments)")
        }
    }

    @Test("given photo ids refused while parsing (empty, a line break) and after it (a space), when show runs, then each is told the same way, in one line: the rule, then where the help is, without the argument's help or the usage")
    func photoIDRefusalsAreToldAlike() throws {
        let runs = try ["", "a\nb", "a b"].map { try PhotoListBinary.run(["show", $0]) }

        #expect(runs.allSatisfy { $0.status == 2 && $0.standardOutput.isEmpty })
        #expect(runs.map(\.standardError) == [
            "photolist: the photo id is empty; see 'photolist show --help'\n",
            "photolist: the photo id must contain no spaces, control or invisible characters (got 'a\\nb'); see 'photolist show --help'\n",
            "photolist: the photo id must contain no spaces, control or invisible characters (got 'a b'); see 'photolist show --help'\n",
        ])
        // The id is the one named, not another empty argument; one that holds a usage line of its own is quoted, not followed.
        let named = try PhotoListBinary.run(["download", "-o", "", "a\nb"])
        #expect(named.standardError == "photolist: the photo id must contain no spaces, control or invisible characters (got 'a\\nb'); see 'photolist download --help'\n", "\(named.standardError)")
        let forged = try PhotoListBinary.run(["show", "x\nUsage: forged"])
        #expect(forged.standardError.split(separator: "\n").count == 1 && forged.standardError.hasSuffix("; see 'photolist show --help'\n"), "\(forged.standardError)")
    }

    @Test("given an Unsplash-shaped server that answers 404, rate-limits or sends a malformed body, when each new command asks it, then the usual line and status come back", arguments: [
        (404, #"{"errors":["Couldn't find Topic"]}"#, Int32(5)), (403, "Rate Limit Exceeded", Int32(4)), (200, "{not json", Int32(3)),
    ])
    func serverErrors(status: Int, body: String, expected: Int32) throws {
        let server = try HTTPTestServer { _ in
            .respond(status: status, headers: status == 403 ? [("X-Ratelimit-Remaining", "0"), ("X-Ratelimit-Limit", "50")] : [], body: Array(body.utf8))
        }
        for arguments in [["topics"], ["topics", "nature"], ["collections"], ["collections", "-4G"], ["user", "ansel"], ["random", "--count", "3"]] {
            let run = try PhotoListBinary.run(arguments + ["--base-url", server.baseURL.absoluteString, "--timeout", "5"])
            #expect(run.status == expected, "\(arguments): \(run.standardError)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(arguments): \(run.standardError)")
        }
    }
}
