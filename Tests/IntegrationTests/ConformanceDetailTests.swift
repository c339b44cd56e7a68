import Foundation
import Testing

/// `photolist show --json` for photo details the real service sent: every key of the documented schema is
/// there (`null` when absent), and camera, place and tags are the capture's, read with Foundation's reader.
@Suite("Conformance of show with captured photo details", .serialized, .timeLimit(.minutes(2 * TestTime.scale)))
struct ConformanceDetailTests {
    static let details = ["php-photo-detail-2019", "rb-photo-detail-2019", "rb-random-2023", "rb-random-landscape-2023"]

    @Test("given a photo detail the real service sent, when photolist shows it as JSON, then every key is there and camera, place, tags, topics, counts and the photographer's profile are the capture's", arguments: details)
    func detailMatchesTheCapture(_ name: String) throws {
        let capture = try CapturedService.capture(name)
        let sent = try #require(capture.json as? [String: Any])
        let id = try #require(sent["id"] as? String)
        let server = try CapturedService(serving: capture.bytes, on: "/photos/\(id)")

        let run = try PhotoListBinary.run(["show", id, "--json", "--base-url", server.baseURL])
        #expect(run.status == 0, "\(name): \(run.standardError)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])

        #expect(Set(shown.keys) == [
            "id", "width", "height", "description", "altDescription", "sponsorship", "plus", "likes", "views", "downloads",
            "color", "blurHash", "createdAt", "attribution", "author", "urls", "exif", "location", "tags", "topics", "offlineCopy", "keptCopy", "outage",
        ])
        let author = try #require(shown["author"] as? [String: Any])
        let user = try #require(sent["user"] as? [String: Any])
        #expect(Set(author.keys) == ["name", "username", "profileURL", "location", "bio", "portfolioURL", "totalPhotos"])
        #expect(author["username"] as? String == user["username"] as? String)
        #expect(author["location"] as? String == Self.text(user["location"]), "\(name) photographer's place")
        #expect(author["bio"] as? String == Self.text(user["bio"]), "\(name) photographer's bio")
        #expect(author["portfolioURL"] as? String == Self.text(user["portfolio_url"]).flatMap { URL(string: $0)?.absoluteString }, "\(name) portfolio")
        #expect(author["totalPhotos"] as? Int == user["total_photos"] as? Int, "\(name) total photos")
        #expect(shown["downloads"] as? Int == sent["downloads"] as? Int)
        #expect(shown["views"] as? Int == sent["views"] as? Int)
        #expect(shown["description"] as? String == Self.text(sent["description"]))
        #expect(shown["altDescription"] as? String == Self.text(sent["alt_description"]))
        let topics = (sent["topics"] as? [[String: Any]] ?? []).compactMap { topic in Self.text(topic["title"]).map { [topic["slug"] as? String, $0] } }
        #expect((shown["topics"] as? [[String: Any]] ?? []).map { [$0["slug"] as? String, $0["title"] as? String] } == topics, "\(name) topics")
        #expect(shown["tags"] as? [String] == (sent["tags"] as? [[String: Any]] ?? []).compactMap { Self.text($0["title"]) })
        Self.expectExif(shown["exif"], from: sent["exif"] as? [String: Any], in: name)
        Self.expectLocation(shown["location"], from: sent["location"] as? [String: Any], in: name)
    }

    /// Camera settings: trimmed text, a zero aperture or focal length is none, and all-absent is `null`.
    private static func expectExif(_ shown: Any?, from sent: [String: Any]?, in name: String) {
        let expected: [String: Any?] = [
            "make": text(sent?["make"]), "model": text(sent?["model"]), "exposureTime": text(sent?["exposure_time"]),
            "aperture": measured(sent?["aperture"]), "focalLength": measured(sent?["focal_length"]), "iso": sent?["iso"] as? Int,
        ]
        guard expected.values.contains(where: { $0 != nil }) else {
            #expect(shown is NSNull, "\(name): an exif with nothing in it is null")
            return
        }
        let object = shown as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == Set(expected.keys), "\(name): every exif key")
        for (key, value) in expected {
            if let number = value as? Int {
                #expect(object?[key] as? Int == number, "\(name) exif \(key)")
            } else {
                #expect(object?[key] as? String == value as? String, "\(name) exif \(key)")
            }
        }
    }

    /// The place: its name (an older answer's title when there is no name), city and country; `null` when
    /// all are absent.
    private static func expectLocation(_ shown: Any?, from sent: [String: Any]?, in name: String) {
        let expected: [String: String?] = [
            "name": text(sent?["name"]) ?? text(sent?["title"]), "city": text(sent?["city"]), "country": text(sent?["country"]),
        ]
        guard expected.values.contains(where: { $0 != nil }) else {
            #expect(shown is NSNull, "\(name): a location with nothing in it is null")
            return
        }
        let object = shown as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == Set(expected.keys), "\(name): every location key")
        for (key, value) in expected {
            #expect(object?[key] as? String == value, "\(name) location \(key)")
        }
    }

    /// A text field as the app shows it: trimmed, and absent when blank.
    private static func text(_ value: Any?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// A measurement as the app shows it: absent when zero (the API's "0.0" for unknown).
    private static func measured(_ value: Any?) -> String? {
        guard let text = text(value), Double(text) != 0 else { return nil }
        return text
    }
}
