import Foundation
import Testing

/// What `topics`, `collections`, `user` and `random` print for responses the real service sent
/// (`Tests/Captures`), compared field by field with what Foundation's reader finds in the captures.
@Suite("Conformance of topics, collections, user and random with captured responses", .serialized, .timeLimit(.minutes(2 * TestTime.scale)))
struct ConformanceBrowsingTests {
    /// `photolist arguments… --base-url server` as JSON.
    private static func json(_ arguments: [String], _ server: CapturedService) throws -> [String: Any] {
        let run = try PhotoListBinary.run(arguments + ["--base-url", server.baseURL])
        try #require(run.status == 0, "\(arguments): \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    private static func text(_ value: Any?) -> String? {
        ConformanceTests.text(value)
    }

    @Test("given the topics the real service sent, when topics --json and the table print them, then every slug, title, description (read as HTML) and count is the capture's")
    func topics() throws {
        let capture = try CapturedService.capture("erball-topics-2023")
        let server = try CapturedService(serving: capture.bytes, on: "/topics")
        let sent = try #require(capture.json as? [[String: Any]])

        let shown = try #require(try Self.json(["topics", "--json"], server)["topics"] as? [[String: Any]])
        let table = try PhotoListBinary.run(["topics", "--base-url", server.baseURL], environment: ["COLUMNS": "200"])

        #expect(shown.map { $0["slug"] as? String } == sent.map { $0["slug"] as? String })
        #expect(shown.map { $0["id"] as? String } == sent.map { $0["id"] as? String })
        #expect(shown.map { $0["title"] as? String } == sent.map { Self.text($0["title"]) })
        // The source writes a topic's description in HTML; Python's HTML parser gives the text to expect.
        #expect(shown.map { $0["description"] as? String } == (try PythonHTMLReading.plainTexts(sent.map { $0["description"] as? String ?? "" })))
        #expect(sent.contains { ($0["description"] as? String)?.contains("<a href=") == true }, "the capture holds a link")
        #expect(shown.map { $0["totalPhotos"] as? Int } == sent.map { $0["total_photos"] as? Int })
        for topic in sent {
            #expect(table.standardOutput.contains(try #require(topic["slug"] as? String)))
        }
    }

    @Test("given topics described in hostile HTML (comments, quoted >, spoofed addresses, scripts, references a browser maps), when topics --json prints them, then each description is what Python's HTML parser reads")
    func hostileTopicDescriptions() throws {
        let descriptions = [
            "Before<!-- hidden <a href=\"https://x.example/\">c</a> --> after",
            "<a title=\"a > b\" href=\"https://ex.example/t\">tricky</a> end",
            "<a hreflang=\"en\" data-href=\"https://evil.example/\" title='href=https://evil.example/' href=\"https://good.example/\">x</a>",
            "Safe<script>alert(\"<b>x</b>\")</script> text<style>p{color:red}</style> end",
            "see https://x.example/ <a href=\"https://x.example/\"></a>, <a href=\"https://y.example/\">https://y.example/</a>",
            "don&#146;t &#150; &euro;&#x80; caf&eacute; &amp;&lt;b&gt; I <3 film, a < b\r\n\r\n<p>para</p><br/>end",
            "<P>Upper <A HREF='http://upper.example/'>case</A></P>",
        ]
        let topics = descriptions.enumerated().map { ["id": "t\($0.offset)", "slug": "s\($0.offset)", "title": "T", "description": $0.element, "total_photos": 1] as [String: Any] }
        let server = try CapturedService(serving: Array(try JSONSerialization.data(withJSONObject: topics)), on: "/topics")

        let shown = try #require(try Self.json(["topics", "--json"], server)["topics"] as? [[String: Any]])

        #expect(shown.map { $0["description"] as? String } == (try PythonHTMLReading.plainTexts(descriptions)))
    }

    @Test("given collections the real service sent (numeric ids in 2019, strings since), when collections --json prints them, then ids, titles, counts and curators are the capture's", arguments: [
        "erball-collections-2023", "anhchillle-collections-2023", "rb-collections-list-2019",
    ])
    func collections(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let server = try CapturedService(serving: capture.bytes, on: "/collections")
        let sent = try #require(capture.json as? [[String: Any]])

        let shown = try #require(try Self.json(["collections", "--json"], server)["collections"] as? [[String: Any]])

        #expect(shown.map { $0["id"] as? String } == sent.map { "\($0["id"]!)" })
        #expect(shown.map { $0["title"] as? String } == sent.map { Self.text($0["title"]) })
        #expect(shown.map { $0["totalPhotos"] as? Int } == sent.map { $0["total_photos"] as? Int })
        let curators = sent.map { ($0["user"] as? [String: Any]).map { Self.text($0["name"]) ?? $0["username"] as? String } ?? nil }
        #expect(shown.map { ($0["curator"] as? [String: Any])?["name"] as? String } == curators)
    }

    @Test("given a user and photos the real service sent, when user prints them, then the headline is the profile's and every photo is the capture's")
    func user() throws {
        let profile = try CapturedService.capture("erball-user-2023")
        let photos = try CapturedService.capture("erball-photos-list-2023")
        let sentProfile = try #require(profile.json as? [String: Any])
        let username = try #require(sentProfile["username"] as? String)
        let server = try CapturedService(serving: ["/users/\(username)": profile.bytes, "/users/\(username)/photos": photos.bytes])

        let object = try Self.json(["user", username, "--json"], server)
        let table = try PhotoListBinary.run(["user", username, "--base-url", server.baseURL], environment: ["COLUMNS": "200"])

        #expect(object["user"] as? String == username)
        #expect((object["photos"] as? [[String: Any]])?.map { $0["id"] as? String } == (photos.json as? [[String: Any]])?.map { $0["id"] as? String })
        let headline = try #require(table.standardOutput.split(separator: "\n").first.map(String.init))
        #expect(headline.hasPrefix(Self.text(sentProfile["name"]) ?? username))
        if let place = Self.text(sentProfile["location"]) { #expect(headline.contains(place)) }
        if let count = sentProfile["total_photos"] as? Int { #expect(headline.contains("\(count) photo")) }
    }

    @Test("given random photos the real service sent, when random --count 9 prints them, then every photo is the capture's, field by field", arguments: [
        "taskify-random-count9-2023a", "taskify-random-count9-2023b",
    ])
    func random(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let server = try CapturedService(serving: capture.bytes, on: "/photos/random")
        let sent = try #require(capture.json as? [[String: Any]])

        let shown = try #require(try Self.json(["random", "--count", "9", "--json"], server)["photos"] as? [[String: Any]])

        #expect(shown.map { $0["id"] as? String } == sent.map { $0["id"] as? String })
        #expect(shown.map { $0["description"] as? String } == sent.map { Self.text($0["description"]) })
        #expect(shown.map { $0["altDescription"] as? String } == sent.map { Self.text($0["alt_description"]) })
        #expect(shown.map { ($0["author"] as? [String: Any])?["username"] as? String } == sent.map { ($0["user"] as? [String: Any])?["username"] as? String })
    }
}
