import CurlNetworking
import Domain
import Foundation
import HTTPTestServer
import Networking
import PhotoData
import Testing

/// Topics, collections, a photographer's profile and random photos, read from bodies the real service sent
/// (`Tests/Captures` at the repository's top; sources in its `SOURCES.md`), compared field by field with
/// what Foundation's own JSON reader finds in them.
@Suite("Unsplash topics, collections, feeds and random photos over a loopback server", .timeLimit(.minutes(1)))
struct UnsplashBrowsingRepositoriesTests {
    /// A capture's bytes and its JSON as Foundation reads it.
    private static func capture(_ name: String) throws -> (bytes: [UInt8], json: Any) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Tests/Captures/\(name).json").standardized
        let data = try Data(contentsOf: url)
        return (Array(data), try JSONSerialization.jsonObject(with: data))
    }

    private static func api(_ server: HTTPTestServer) throws -> UnsplashAPI {
        try UnsplashAPI(baseURL: server.baseURL, accessKey: "test-key")
    }

    private static func text(_ value: Any?) -> String? {
        (value as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    @Test("given the topics the real service sent, when page 2 is read, then every topic's slug, title, description (as plain text) and count are the capture's, the key is sent and the quota is the headers'")
    func topicsMatchTheCapture() async throws {
        let capture = try Self.capture("erball-topics-2023")
        let bytes = capture.bytes
        let headers = [("X-Total", "100"), ("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "41")]
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: headers, body: bytes) }
        let sent = try #require(capture.json as? [[String: Any]])

        let page = try await UnsplashTopicsRepository(api: Self.api(server), client: CurlHTTPClient()).topics(PageRequest(page: 2, perPage: 20))

        #expect(server.requests.first?.target == "/topics?page=2&per_page=20")
        #expect(server.requests.first?.header("Authorization") == "Client-ID test-key")
        #expect(page.items.map(\.slug) == sent.compactMap { $0["slug"] as? String })
        #expect(page.items.map(\.title) == sent.compactMap { Self.text($0["title"]) })
        #expect(page.items.map(\.description) == sent.map { ($0["description"] as? String).map(HTMLReferenceReading.text).flatMap { $0.isEmpty ? nil : $0 } })
        #expect(page.items.map(\.totalPhotos) == sent.map { $0["total_photos"] as? Int })
        #expect(page.hasNextPage)
        #expect(page.rateLimit == RateLimitStatus(remaining: 41, limit: 50))
    }

    @Test("given collections the real service sent in 2019 (numeric ids) and 2023, when read, then ids, titles, counts and curators are the capture's, and the quota the headers'", arguments: [
        "erball-collections-2023", "anhchillle-collections-2023", "rb-collections-list-2019",
    ])
    func collectionsMatchTheCapture(_ name: String) async throws {
        let capture = try Self.capture(name)
        let bytes = capture.bytes
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Ratelimit-Remaining", "12")], body: bytes) }
        let sent = try #require(capture.json as? [[String: Any]])

        let page = try await UnsplashCollectionsRepository(api: Self.api(server), client: CurlHTTPClient()).collections(PageRequest(page: 1, perPage: 30))

        #expect(page.items.map(\.id) == sent.map { "\($0["id"]!)" })
        #expect(page.items.map(\.title) == sent.compactMap { Self.text($0["title"]) })
        #expect(page.items.map(\.totalPhotos) == sent.map { $0["total_photos"] as? Int })
        #expect(page.items.map(\.curator?.username) == sent.map { ($0["user"] as? [String: Any])?["username"] as? String })
        #expect(!page.hasNextPage)  // fewer than a full page, and no Link or X-Total
        #expect(page.rateLimit == RateLimitStatus(remaining: 12, limit: nil))
    }

    @Test("given a user the real service sent, when the profile is read, then name, username, place, biography, portfolio and count are the capture's", arguments: [
        "erball-user-2023", "rb-user-lukechesser-2019",
    ])
    func profileMatchesTheCapture(_ name: String) async throws {
        let capture = try Self.capture(name)
        let bytes = capture.bytes
        let sent = try #require(capture.json as? [String: Any])
        let username = try #require(sent["username"] as? String)
        let server = try HTTPTestServer { _ in .respond(status: 200, body: bytes) }

        let profile = try await UnsplashPhotoFeedRepository(api: Self.api(server), client: CurlHTTPClient()).photographer(username)

        #expect(server.requests.first?.target == "/users/\(username)")
        #expect(profile.author.username == username)
        #expect(profile.author.name == Self.text(sent["name"]) ?? username)
        #expect(profile.location == Self.text(sent["location"]))
        #expect(profile.bio == Self.text(sent["bio"]))
        #expect(profile.portfolioURL?.absoluteString == Self.text(sent["portfolio_url"]))
        #expect(profile.totalPhotos == sent["total_photos"] as? Int)
    }

    @Test("given random photos the real service sent, when count 9 is asked, then the request says so, every photo is the capture's and the quota is the headers'")
    func randomMatchesTheCapture() async throws {
        let capture = try Self.capture("taskify-random-count9-2023a")
        let bytes = capture.bytes
        let headers = [("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "37")]
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: headers, body: bytes) }
        let sent = try #require(capture.json as? [[String: Any]])

        let pick = try await UnsplashPhotoFeedRepository(api: Self.api(server), client: CurlHTTPClient()).randomPhotos(count: 9)

        #expect(server.requests.first?.target == "/photos/random?count=9")
        #expect(pick.photos.map(\.id.rawValue) == sent.compactMap { $0["id"] as? String })
        #expect(pick.photos.map(\.width) == sent.compactMap { $0["width"] as? Int })
        #expect(pick.rateLimit == RateLimitStatus(remaining: 37, limit: 50))
        #expect(pick.page == 1 && !pick.hasNextPage)
    }

    @Test("given feeds named by slugs, ids and usernames with unusual characters, when their photos are read, then each name is one encoded path segment")
    func feedPathsAreEncoded() async throws {
        let capture = try Self.capture("erball-photos-list-2023")
        let bytes = capture.bytes
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Total", "24")], body: bytes) }
        let repository = UnsplashPhotoFeedRepository(api: try Self.api(server), client: CurlHTTPClient())

        let topic = try await repository.photos(in: .topic("-film"), page: PageRequest(page: 1, perPage: 24))
        _ = try await repository.photos(in: .collection("a/../b?x"), page: PageRequest(page: 2, perPage: 5))
        _ = try await repository.photos(in: .photographer("京都"), page: .first)

        #expect(server.requests.map(\.target) == [
            "/topics/-film/photos?page=1&per_page=24",
            "/collections/a%2F..%2Fb%3Fx/photos?page=2&per_page=5",
            "/users/%E4%BA%AC%E9%83%BD/photos?page=1&per_page=30",
        ])
        #expect(topic.photos.count == 24 && !topic.hasNextPage && topic.total == 24)
    }

    @Test("given an unknown topic, a rate limit and a malformed body, when read, then each is the domain's error")
    func errors() async throws {
        let statuses = [(404, #"{"errors":["Couldn't find Topic"]}"#), (403, "Rate Limit Exceeded"), (200, "{not json")]
        for (status, body) in statuses {
            let server = try HTTPTestServer { _ in
                .respond(status: status, headers: status == 403 ? [("X-Ratelimit-Remaining", "0")] : [], body: Array(body.utf8))
            }
            let repository = UnsplashPhotoFeedRepository(api: try Self.api(server), client: CurlHTTPClient())
            do {
                _ = try await repository.photos(in: .topic("nowhere"), page: .first)
                Issue.record("\(status) succeeded")
            } catch {
                switch (status, error) {
                case (404, .notFound), (403, .rateLimited), (200, .invalidResponse): break
                default: Issue.record("\(status) gave \(error)")
                }
            }
        }
    }
}
