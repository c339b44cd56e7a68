import Foundation
import Testing

/// What photolist prints for responses the real services sent (`Tests/Captures`, with their sources in
/// `SOURCES.md`): every photo of every captured list and search, field by field, read back from the
/// capture with Foundation's own JSON reader.
@Suite("Conformance with captured Unsplash and Picsum responses", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct ConformanceTests {
    static let lists = [
        "rb-photos-list-latest-2019", "rb-photos-list-oldest-2019", "php-photos-list-latest-2019", "furniar-photos-list-2020",
        "bulb-photos-list-2021", "anhchillle-photos-list-2023", "erball-photos-list-2023",
    ]
    static let searches = [
        "rb-search-photos-2019", "rb-search-photos-2023", "php-search-photos-paris-2019", "jamcry-search-photos-2019",
        "gulshanroy3-search-photos-2020", "matttoensing-search-photos-denver-2021", "catherinemdean15-search-photos-perpage1-2021",
    ]

    @Test("given a list the real service sent, when photolist lists it as JSON, then every photo's id, size, author, likes, colour, BlurHash and description are the capture's", arguments: lists)
    func listMatchesTheCapture(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let server = try CapturedService(serving: capture.bytes, on: "/photos")
        let photos = try #require(capture.json as? [[String: Any]])

        let printed = try Self.printedPhotos(["list", "--json", "--per-page", "30", "--base-url", server.baseURL])

        try Self.expect(printed, match: photos, in: name)
    }

    @Test("given a search the real service sent, when photolist searches as JSON, then every result is the capture's, field by field", arguments: searches)
    func searchMatchesTheCapture(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let server = try CapturedService(serving: capture.bytes, on: "/search/photos")
        let results = try #require((capture.json as? [String: Any])?["results"] as? [[String: Any]])

        let run = try PhotoListBinary.run(["search", "anything", "--json", "--per-page", "30", "--base-url", server.baseURL])
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])

        try Self.expect(try #require(object["photos"] as? [[String: Any]]), match: results, in: name)
        #expect(object["total"] as? Int == (capture.json as? [String: Any])?["total"] as? Int, "\(name) total")
        #expect(object["totalPages"] as? Int == (capture.json as? [String: Any])?["total_pages"] as? Int, "\(name) totalPages")
    }

    @Test("given a search the real service found nothing for, when photolist searches, then it prints no photos and succeeds")
    func anEmptySearchIsNoError() throws {
        let capture = try CapturedService.capture("matttoensing-search-photos-empty-2021")
        let server = try CapturedService(serving: capture.bytes, on: "/search/photos")

        let printed = try Self.printedPhotos(["search", "nowhere", "--json", "--base-url", server.baseURL])

        #expect(printed.isEmpty)
    }

    @Test("given Lorem Picsum's list, when photolist lists it as JSON, then every photo's id, size and author are the capture's")
    func picsumListMatchesTheCapture() throws {
        let capture = try CapturedService.capture("cattaku-picsum-v2-list-2022")
        let server = try CapturedService(serving: capture.bytes, on: "/v2/list")
        let photos = try #require(capture.json as? [[String: Any]])

        let printed = try Self.printedPhotos(["list", "--source", "picsum", "--json", "--per-page", "30", "--base-url", server.baseURL])

        // The capture holds 50 photos, more than a page of 30 asks for: the page shows what came, in order.
        #expect(printed.map { $0["id"] as? String } == photos.map { $0["id"] as? String })
        for (shown, sent) in zip(printed, photos) {
            #expect(shown["width"] as? Int == sent["width"] as? Int)
            #expect(shown["height"] as? Int == sent["height"] as? Int)
            #expect((shown["author"] as? [String: Any])?["name"] as? String == sent["author"] as? String)
            // Picsum names authors but has no usernames: null, never the name again.
            #expect((shown["author"] as? [String: Any])?["username"] is NSNull)
            #expect(shown["sponsorship"] is NSNull && shown["plus"] as? Bool == false)
        }
    }

    @Test("given a list the real service sent, when photolist prints its table, then it succeeds, names every photographer and labels every sponsored photo", arguments: lists)
    func tableNamesEveryPhotographer(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let server = try CapturedService(serving: capture.bytes, on: "/photos")
        let photos = try #require(capture.json as? [[String: Any]])

        let run = try PhotoListBinary.run(["list", "--per-page", "30", "--base-url", server.baseURL], environment: ["COLUMNS": "200"])

        #expect(run.status == 0, "\(run.standardError)")
        for photo in photos {
            let author = try #require((photo["user"] as? [String: Any])?["name"] as? String)
            let shown = String(author.prefix(12)).trimmingCharacters(in: .whitespaces)
            #expect(run.standardOutput.contains(shown), "\(name): \(author)")
        }
        let rows = run.standardOutput.split(separator: "\n")
        for photo in photos {
            let id = try #require(photo["id"] as? String)
            let row = try #require(rows.first { $0.contains(id) }, "\(name): no row for \(id)")
            if let sponsor = Self.sponsor(of: photo) {
                #expect(row.contains("Sponsored · \(sponsor.prefix(8))"), "\(name) \(id): \(row)")
            } else {
                #expect(!row.contains("Sponsored"), "\(name) \(id): \(row)")
            }
        }
    }

    /// The photos `photolist arguments…` printed as JSON, read with Foundation's reader.
    private static func printedPhotos(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try PhotoListBinary.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require(object["photos"] as? [[String: Any]])
    }

    /// Each printed photo against the photo the service sent, in order.
    private static func expect(_ printed: [[String: Any]], match sent: [[String: Any]], in name: String) throws {
        #expect(printed.map { $0["id"] as? String } == sent.map { $0["id"] as? String }, "\(name)")
        for (shown, photo) in zip(printed, sent) {
            let id = photo["id"] as? String ?? "?"
            #expect(shown["width"] as? Int == photo["width"] as? Int, "\(name) \(id) width")
            #expect(shown["height"] as? Int == photo["height"] as? Int, "\(name) \(id) height")
            #expect(shown["likes"] as? Int == photo["likes"] as? Int, "\(name) \(id) likes")
            #expect((shown["color"] as? String)?.lowercased() == (photo["color"] as? String)?.lowercased(), "\(name) \(id) color")
            #expect(shown["blurHash"] as? String == photo["blur_hash"] as? String, "\(name) \(id) blurHash")
            let author = (photo["user"] as? [String: Any])?["name"] as? String
            #expect((shown["author"] as? [String: Any])?["name"] as? String == author, "\(name) \(id) author")
            #expect((shown["author"] as? [String: Any])?["username"] as? String == (photo["user"] as? [String: Any])?["username"] as? String, "\(name) \(id) username")
            #expect(shown["description"] as? String == text(photo["description"]), "\(name) \(id) description")
            #expect(shown["altDescription"] as? String == text(photo["alt_description"]), "\(name) \(id) altDescription")
            #expect(shown["plus"] as? Bool == (photo["premium"] as? Bool == true || photo["plus"] as? Bool == true), "\(name) \(id) plus")
            let sponsorship = shown["sponsorship"] as? [String: Any]
            #expect(sponsorship?["sponsor"] as? String == sponsor(of: photo), "\(name) \(id) sponsor")
            #expect(sponsorship?["tagline"] as? String == text((photo["sponsorship"] as? [String: Any])?["tagline"]), "\(name) \(id) tagline")
            #expect(shown.keys.contains("sponsorship"), "\(name) \(id) sponsorship key")
        }
    }

    /// The sponsor's name as the service says it: 2020's `sponsorship.sponsor`, or 2019's `sponsored_by` when
    /// `sponsored` is true; the name falls back to the username, as everywhere.
    static func sponsor(of photo: [String: Any]) -> String? {
        let user = (photo["sponsorship"] as? [String: Any])?["sponsor"] as? [String: Any]
            ?? (photo["sponsored"] as? Bool == true ? photo["sponsored_by"] as? [String: Any] : nil)
        return user.flatMap { text($0["name"]) ?? text($0["username"]) }
    }

    /// A text field as photolist shows it: trimmed, and absent when blank.
    static func text(_ value: Any?) -> String? {
        (value as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
