import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
@testable import PhotoData
import Testing

@Suite("Unsplash rate-limit reporting, filters, order and the download trigger", .timeLimit(.minutes(1)))
struct UnsplashQuotaAndDownloadTests {
    private static func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    private func repository(_ server: HTTPTestServer, order: PhotoOrder = .latest) throws -> UnsplashPhotoRepository {
        UnsplashPhotoRepository(api: try UnsplashAPI(baseURL: server.baseURL, accessKey: "test-key"), client: CurlHTTPClient(), order: order)
    }

    @Test("given rate-limit headers, when a page is fetched, then the page carries the remaining quota")
    func exposesRemainingQuota() async throws {
        let body = try Self.fixture("unsplash-photos-page")
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: [("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "17")], body: body)
        }

        let page = try await repository(server).photos(PageRequest())

        #expect(page.rateLimit == RateLimitStatus(remaining: 17, limit: 50))
    }

    @Test("given no rate-limit headers, when a page is fetched, then the quota is unknown")
    func quotaUnknownWithoutHeaders() async throws {
        let body = try Self.fixture("unsplash-photos-page")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        #expect(try await repository(server).photos(PageRequest()).rateLimit == nil)
    }

    @Test("given a rate-limit refusal with a reset time within a day, when fetched, then the error says when the quota resets")
    func absoluteReset() async throws {
        let reset = (Date().timeIntervalSince1970 + 1_800).rounded(.down)
        let server = try HTTPTestServer { _ in
            .respond(status: 403, headers: [("X-Ratelimit-Reset", String(Int(reset)))], body: Array("Rate Limit Exceeded".utf8))
        }

        await #expect(throws: DomainError.rateLimited(resetsAt: Date(timeIntervalSince1970: reset))) {
            try await repository(server).photos(PageRequest())
        }
    }

    @Test("given a reset time more than a day ahead or in the past, when fetched, then the reset is unknown", arguments: [
        ("X-Ratelimit-Reset", "1900000000"), ("X-Ratelimit-Reset", "1000000000"), ("Retry-After", "86401"), ("Retry-After", "9223372036854775807"),
    ])
    func implausibleReset(header: String, value: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 429, headers: [(header, value)], body: []) }

        await #expect(throws: DomainError.rateLimited(resetsAt: nil)) {
            try await repository(server).photos(PageRequest())
        }
    }

    @Test("given a 429 with Retry-After in seconds or as a date two minutes after its own Date, or a relative reset, when fetched, then the reset lies two minutes ahead", arguments: [
        [("Retry-After", "120")], [("X-Ratelimit-Reset", "120")],
        [("Date", "Mon, 01 Jan 2001 00:00:00 GMT"), ("Retry-After", "Mon, 01 Jan 2001 00:02:00 GMT")],
    ])
    func relativeReset(headers: [(String, String)]) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 429, headers: headers, body: []) }
        let repository = try repository(server)
        let before = Date()

        do {
            _ = try await repository.photos(PageRequest())
            Issue.record("expected a rate-limit error")
        } catch {
            guard case .rateLimited(let resetsAt?) = error else { Issue.record("unexpected \(error)"); return }
            #expect(resetsAt.timeIntervalSince(before) >= 119 && resetsAt.timeIntervalSince(Date()) <= 121)
        }
    }

    @Test("given a 503 asking to be tried again in an hour, when fetched, then the failure says when; one naming a time past a day says nothing of when", arguments: [
        ("3600", true), ("86401", false),
    ])
    func failureAsksForLater(retryAfter: String, believed: Bool) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 503, headers: [("Retry-After", retryAfter)], body: []) }
        let repository = try repository(server)
        let before = Date()

        do {
            _ = try await repository.photos(PageRequest())
            Issue.record("expected the source's failure")
        } catch {
            guard case .sourceFailed(503, let asked) = error else { Issue.record("unexpected \(error)"); return }
            if believed {
                let asked = try #require(asked)
                #expect(asked.timeIntervalSince(before) >= 3_599 && asked.timeIntervalSince(Date()) <= 3_601)
            } else {
                #expect(asked == nil)
            }
        }
    }

    @Test("given orientation and colour filters, when searched, then both reach the server as Unsplash names them")
    func filtersReachServer() async throws {
        let body = try Self.fixture("unsplash-search")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        _ = try await repository(server).search(SearchQuery("sea", orientation: .squarish, color: .blackAndWhite), page: PageRequest())

        #expect(server.requests.first?.target == "/search/photos?query=sea&page=1&per_page=30&orientation=squarish&color=black_and_white")
    }

    @Test("given an order, when the listing is fetched, then order_by names it", arguments: PhotoOrder.allCases)
    func orderReachesServer(order: PhotoOrder) async throws {
        let body = try Self.fixture("unsplash-photos-page")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        _ = try await repository(server, order: order).photos(PageRequest())

        #expect(server.requests.first?.target.hasSuffix("&order_by=\(order.rawValue)") == true)
    }

    @Test("given a photo with a download_location on the API, when its download is prepared, then that URL is called with the key and its query kept")
    func callsDownloadLocation() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(#"{"url":"https://files.example.test/p1.jpg?ixid=abc"}"#.utf8)) }
        let location = try #require(URL(string: "\(server.baseURL.absoluteString)/photos/p1/download?ixid=abc"))
        let photo = Photo.withDownloadLocation(location)

        let link = try await repository(server).downloadLink(for: photo)

        #expect(link.absoluteString == "https://files.example.test/p1.jpg?ixid=abc")
        let request = try #require(server.requests.first)
        #expect(request.target == "/photos/p1/download?ixid=abc")
        #expect(request.header("Authorization") == "Client-ID test-key")
    }

    @Test("given a download_location on another host, when its download is prepared, then the key stays home and the API's own route is used")
    func foreignDownloadLocationIsNotCalled() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(#"{"url":"https://files.example.test/p1.jpg"}"#.utf8)) }
        let photo = Photo.withDownloadLocation(URL(string: "http://attacker.example.test/steal?ixid=1")!)

        _ = try await repository(server).downloadLink(for: photo)

        #expect(server.requests.map(\.target) == ["/photos/p1/download"])
    }

    @Test("given a download answer that is not an http(s) URL, or one carrying a user name or password, when prepared, then it is an invalid response", arguments: [
        #"{"url":"file:///etc/passwd"}"#, #"{"href":"x"}"#, #"{"url":"http://user:pw@files.example.test/p1.jpg"}"#,
        #"{"url":"https://user@files.example.test/p1.jpg"}"#,
    ])
    func badDownloadAnswer(body: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(body.utf8)) }
        let repository = try repository(server)

        do {
            _ = try await repository.downloadLink(for: .withDownloadLocation(nil))
            Issue.record("expected invalidResponse")
        } catch {
            guard case .invalidResponse = error else { Issue.record("unexpected \(error)"); return }
        }
    }

    @Test("given a page with malformed items, when mapped, then the dropped count is logged at debug level")
    func droppedItemsAreLogged() throws {
        let sink = LogSink()
        let items = try JSONDecoder().decode(BoundedItems<UnsplashPhotoDTO>.self, from: Data(Self.fixture("unsplash-search")).searchResults())

        let photos = try PageItems.photos(from: items, what: "the search response", source: "search", page: 4, logger: sink.logger) { $0.toDomain() }

        #expect(photos.count == 1)
        #expect(sink.lines == ["dropped \(items.count - 1) of \(items.count) items on search page 4: malformed, without a valid id and image URLs, with an id no one could type back, or with an impossible size or like count"])
    }

    @Test("given a page with only valid items, when mapped, then nothing is logged")
    func nothingDroppedNothingLogged() throws {
        let sink = LogSink()
        let items = try JSONDecoder().decode(BoundedItems<UnsplashPhotoDTO>.self, from: Data(Self.fixture("unsplash-photos-page")))

        let photos = try PageItems.photos(from: items, what: "the photo list", source: "list", page: 1, logger: sink.logger) { $0.toDomain() }

        #expect(photos.count == items.count)
        #expect(sink.lines.isEmpty)
    }
}

extension Photo {
    fileprivate static func withDownloadLocation(_ location: URL?) -> Photo {
        let image = URL(string: "https://images.example.test/p1")!
        return Photo(
            id: "p1", width: 10, height: 10, color: nil, blurHash: nil, description: nil,
            author: Author(username: "a", name: "A", profileURL: nil),
            urls: PhotoURLs(full: image, regular: image, small: image, thumb: image, page: nil, downloadLocation: location),
            likes: nil, createdAt: nil
        )
    }
}

extension Data {
    /// The `results` array of a search body, re-encoded on its own.
    fileprivate func searchResults() throws -> Data {
        let object = try JSONSerialization.jsonObject(with: self) as? [String: Any]
        return try JSONSerialization.data(withJSONObject: object?["results"] ?? [])
    }
}
