import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import PhotoData
import Testing

@Suite("UnsplashPhotoRepository over curl and a loopback server", .timeLimit(.minutes(1)))
struct UnsplashPhotoRepositoryTests {
    private static func fixtureBody() throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "unsplash-photos-page", withExtension: "json", subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    private func repository(_ server: HTTPTestServer, key: String? = "test-key") throws -> UnsplashPhotoRepository {
        UnsplashPhotoRepository(api: try UnsplashAPI(baseURL: server.baseURL, accessKey: key), client: CurlHTTPClient())
    }

    @Test("given a page with a next link, when page 2 is fetched, then the request and the page are Unsplash-shaped")
    func fetchesPage() async throws {
        let body = try Self.fixtureBody()
        let server = try HTTPTestServer { request in
            .respond(status: 200, headers: [("Link", "<\(request.target)&x=1>; rel=\"next\"")], body: body)
        }

        let page = try await repository(server).photos(PageRequest(page: 2, perPage: 2))

        #expect(page.page == 2)
        #expect(page.hasNextPage)
        #expect(page.photos.map(\.id.rawValue) == ["LBI7cgq3pbM", "Dwu85P9SOIk"])
        let request = try #require(server.requests.first)
        #expect(request.target == "/photos?page=2&per_page=2&order_by=latest")
        #expect(request.header("Authorization") == "Client-ID test-key")
        #expect(request.header("Accept-Version") == "v1")
    }

    @Test("given Link headers without next, when fetched, then there is no next page")
    func lastPage() async throws {
        let body = try Self.fixtureBody()
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: [("Link", "<http://x/photos?page=1>; rel=\"prev\"")], body: body)
        }

        let page = try await repository(server).photos(PageRequest(page: 9, perPage: 2))

        #expect(!page.hasNextPage)
    }

    @Test("given no Link header, when fetched, then X-Total decides whether a next page exists", arguments: [
        (4, true), (2, false),
    ])
    func totalHeader(total: Int, expected: Bool) async throws {
        let body = try Self.fixtureBody()
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Total", "\(total)")], body: body) }

        let page = try await repository(server).photos(PageRequest(page: 1, perPage: 2))

        #expect(page.hasNextPage == expected)
    }

    @Test("given X-Total on the photo list, when fetched, then the page's total is it, and an implausible or unreadable one is unknown", arguments: [
        ("10020", 10_020 as Int?), ("0", 0), ("-5", nil), ("100000000000", nil), ("1e30", nil), ("many", nil),
    ])
    func totalHeaderIsThePageTotal(header: String, expected: Int?) async throws {
        let body = try Self.fixtureBody()
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Total", header)], body: body) }

        let page = try await repository(server).photos(PageRequest(page: 1, perPage: 2))

        #expect(page.total == expected)
    }

    @Test("given an error status, when fetched, then it becomes the matching domain error", arguments: [
        (401, [(String, String)](), "{\"errors\":[\"OAuth error: The access token is invalid\"]}", DomainError.unauthorized),
        (403, [], "Rate Limit Exceeded", .rateLimited(resetsAt: nil)),
        (403, [("X-Ratelimit-Remaining", "0")], "{\"errors\":[\"Forbidden\"]}", .rateLimited(resetsAt: nil)),
        (403, [], "{\"errors\":[\"Forbidden\"]}", .forbidden),
        (404, [], "{\"errors\":[\"Couldn't find Photo\"]}", .notFound),
        (410, [], "{\"errors\":[\"Gone\"]}", .gone),
        (503, [], "<html>busy</html>", .sourceFailed(diagnosticCode: 503)),
        (503, [], "{\"errors\":[\"Down for maintenance\"]}", .sourceFailed(diagnosticCode: 503)),
        (400, [], "{\"errors\":[\"per_page must be at most 30\", \" page must be positive\\n\"]}", .sourceRefused(diagnosticCode: 400, reason: "per_page must be at most 30; page must be positive")),
        (422, [], "{\"errors\":[\"  \"]}", .sourceRefused(diagnosticCode: 422)),
        (400, [], "{\"errors\":\"not a list\"}", .sourceRefused(diagnosticCode: 400)),
        (400, [], "<html>Bad Request</html>", .sourceRefused(diagnosticCode: 400)),
    ])
    func errorStatuses(status: Int, headers: [(String, String)], body: String, expected: DomainError) async throws {
        let server = try HTTPTestServer { _ in .respond(status: status, headers: headers, body: Array(body.utf8)) }

        await #expect(throws: expected) {
            try await repository(server).photos(PageRequest())
        }
    }

    @Test("given a refusal whose error body is a megabyte of words, when fetched, then the service's words are kept to one short line")
    func longRefusalIsCut() async throws {
        let words = String(repeating: "refused ", count: 130_000)
        let server = try HTTPTestServer { _ in .respond(status: 400, body: Array(#"{"errors":["\#(words)"]}"#.utf8)) }

        let error = await #expect(throws: DomainError.self) { try await repository(server).photos(PageRequest()) }

        guard case .sourceRefused(400, let reason?) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.unicodeScalars.count == 200 && reason.hasSuffix("…") && reason.hasPrefix("refused refused"))
    }

    @Test("given a refusal whose words carry a flood of combining marks, a bidirectional override, tabs, line breaks and an escape, when fetched, then the reason is one line of at most 200 scalars without control or format characters")
    func hostileRefusalIsOneShortLine() async throws {
        let flood = "a" + String(repeating: "\u{301}", count: 5_000)
        let words = "\u{202E}evil\u{202C}\tword\n\u{1B}[31mred \(flood)"
        let body = try JSONSerialization.data(withJSONObject: ["errors": [words]])
        let server = try HTTPTestServer { _ in .respond(status: 422, body: Array(body)) }

        let error = await #expect(throws: DomainError.self) { try await repository(server).photos(PageRequest()) }

        guard case .sourceRefused(422, let reason?) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.unicodeScalars.starts(with: "evil word [31mred a\u{301}".unicodeScalars), "\(reason.unicodeScalars.prefix(24))")
        #expect(reason.unicodeScalars.count == 200 && reason.hasSuffix("…"))
        #expect(!reason.unicodeScalars.contains { [.control, .format].contains($0.properties.generalCategory) || $0.properties.isWhitespace && $0 != " " })
    }

    @Test("given a body that is not the expected JSON, when fetched, then invalidResponse says what was wrong", arguments: [
        ("<html>oops</html>", "not valid JSON"), ("{\"errors\":[]}", "expected an array at the top level"), ("[{\"id\":\"a\"}", "not valid JSON"),
    ])
    func malformedBody(body: String, detail: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(body.utf8)) }

        await #expect {
            try await repository(server).photos(PageRequest())
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message.contains(detail)
        }
    }

    @Test("given a photo whose JSON is valid but holds a number beyond 64 bits or a Double, or nests 512 deep, when fetched, then the message says so, not that the JSON is invalid; broken JSON is still called so", arguments: [
        (#"{"id":"a","width":1000000000000000000000000000000,"height":3000}"#, "a number in it is too large to read"), (#"{"id":"a","width":1e400"#, "not valid JSON"),
        (#"{"id":"a","width":1e400,"height":3000}"#, "a number in it is too large to read"), (#"{"id":"a","width":-,"height":3000}"#, "not valid JSON"),
        (#"{"id":"a","breadcrumbs":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}", "it nests deeper than 511 levels"),
        (#"{"id":"a","breadcrumbs":"# + String(repeating: "[", count: 600) + "}", "not valid JSON"), (#"{"id":"a","width":+1e400}"#, "not valid JSON"),
    ])
    func oversizedNumberIsNamed(body: String, detail: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(body.utf8)) }

        await #expect {
            try await repository(server).photo("a")
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message.contains("(\(detail))")
        }
    }

    @Test("given search results that are not JSON, when searched, then the message names the search response as one thing")
    func malformedSearchNamesItsResponse() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("<html>oops</html>".utf8)) }

        await #expect {
            try await repository(server).search(SearchQuery("forest"), page: PageRequest())
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message.hasPrefix("the search response is not the expected JSON (")
        }
    }

    @Test("given a page with malformed items among valid ones, when fetched, then only the valid photos are kept")
    func dropsMalformedItems() async throws {
        let valid = try Self.fixtureBody()
        let text = String(decoding: valid, as: UTF8.self)
        let mixed = "[{\"id\":\"no-user\",\"width\":1,\"height\":1}, 42, null, " + text.dropFirst().dropLast(2) + "]"
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(mixed.utf8)) }

        let page = try await repository(server).photos(PageRequest(page: 1, perPage: 5))

        #expect(page.photos.map(\.id.rawValue) == ["LBI7cgq3pbM", "Dwu85P9SOIk"])
        #expect(!page.hasNextPage)  // two valid photos for five asked: malformed items never make a page full
    }

    @Test("given an answer that is not HTTP, when fetched, then it is an invalid response saying why, not an invalid address", arguments: [
        ("HTTP/0.9-style text\n", "its status line is not HTTP"),
        ("HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 110_000) + "\r\n\r\n", "a header is larger than 100 KB"),
    ])
    func answerNotHTTP(answer: String, reason: String) async throws {
        let server = try HTTPTestServer { _ in .raw(Array(answer.utf8)) }

        await #expect(throws: DomainError.invalidResponse("the answer is not valid HTTP (\(reason))")) {
            try await repository(server).photos(PageRequest())
        }
    }

    @Test("given nothing listens, when fetched, then the failure is a connectivity error")
    func unreachable() async throws {
        let api = UnsplashAPI(baseURL: URL(string: "http://127.0.0.1:\(HTTPTestServer.closedPort())")!)

        await #expect(throws: DomainError.connectivity(.cannotConnect)) {
            try await UnsplashPhotoRepository(api: api, client: CurlHTTPClient()).photos(PageRequest())
        }
    }
}
