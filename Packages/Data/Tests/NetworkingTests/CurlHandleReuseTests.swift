import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// The client reuses curl easy handles between requests; nothing one request set may reach the next.
@Suite("CurlHTTPClient handle reuse", .timeLimit(.minutes(1)))
struct CurlHandleReuseTests {
    @Test("given a PUT with a body, when a GET follows on the same client, then the GET is a plain GET with no body")
    func methodAndBodyDoNotLeak() async throws {
        let server = try HTTPTestServer { request in .respond(status: 200, body: Array(request.method.utf8)) }
        let client = CurlHTTPClient()

        _ = try await client.send(HTTPRequest(method: .put, url: server.baseURL, body: Data("payload".utf8)))
        let response = try await client.send(HTTPRequest(url: server.baseURL))

        #expect(String(decoding: response.body, as: UTF8.self) == "GET")
        let second = try #require(server.requests.last)
        #expect(second.method == "GET")
        #expect(second.body.isEmpty)
        #expect(second.header("Content-Length") == nil)
    }

    @Test("given a HEAD, when a GET follows on the same client, then the GET receives its body")
    func headDoesNotLeak() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("the body".utf8)) }
        let client = CurlHTTPClient()

        _ = try await client.send(HTTPRequest(method: .head, url: server.baseURL))
        let response = try await client.send(HTTPRequest(url: server.baseURL))

        #expect(String(decoding: response.body, as: UTF8.self) == "the body")
    }

    @Test("given a request with custom headers, when a request without them follows, then they are not sent again")
    func headersDoNotLeak() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: []) }
        let client = CurlHTTPClient()

        _ = try await client.send(HTTPRequest(url: server.baseURL, headers: ["Authorization": "Bearer secret"]))
        _ = try await client.send(HTTPRequest(url: server.baseURL))

        #expect(server.requests.count == 2)
        #expect(server.requests.last?.header("Authorization") == nil)
    }

    @Test("given a response over the size cap, when a small one follows, then the small one arrives whole")
    func failureDoesNotLeak() async throws {
        let server = try HTTPTestServer { request in
            .respond(status: 200, body: request.target == "/big" ? Array(repeating: 0x61, count: 4096) : Array("small".utf8))
        }
        let client = CurlHTTPClient(configuration: .init(maximumBodySize: 1024))

        await #expect(throws: HTTPClientError.tooLarge(limit: 1024)) {
            try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("big")))
        }
        let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("small")))

        #expect(String(decoding: response.body, as: UTF8.self) == "small")
    }
}
