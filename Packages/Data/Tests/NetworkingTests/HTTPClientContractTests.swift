import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import URLSessionNetworking
import Testing

/// The behaviour every ``HTTPClient`` adapter must share, run against each one on a real loopback server.
@Suite("HTTPClient contract", .timeLimit(.minutes(1)))
struct HTTPClientContractTests {
    enum Adapter: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case curl, urlSession

        func make(_ configuration: CurlHTTPClient.Configuration = .init()) -> any HTTPClient {
            switch self {
            case .curl: CurlHTTPClient(configuration: configuration)
            case .urlSession: URLSessionHTTPClient(configuration: configuration)
            }
        }

        var testDescription: String { rawValue }
    }

    @Test("given a 200 with headers and a body, when a GET with custom headers is sent, then all of it round-trips", arguments: Adapter.allCases)
    func getRoundTrip(adapter: Adapter) async throws {
        let server = try HTTPTestServer { request in
            .respond(status: 200, headers: [("Content-Type", "application/json"), ("X-Total", "42")], body: Array(request.target.utf8))
        }

        let response = try await adapter.make().send(HTTPRequest(url: URL(string: "\(server.baseURL)/photos?page=2")!, headers: ["Accept-Version": "v1"]))

        #expect(response.status == 200)
        #expect(response.headers["x-total"] == "42")
        #expect(response.headers["CONTENT-TYPE"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == "/photos?page=2")
        #expect(server.requests.first?.header("Accept-Version") == "v1")
        #expect(server.requests.first?.header("User-Agent") == CurlHTTPClient.Configuration().userAgent)
    }

    @Test("given error statuses, when sent, then they are responses with their bodies, not errors", arguments: Adapter.allCases, [404, 429, 503])
    func errorStatusesAreResponses(adapter: Adapter, status: Int) async throws {
        let server = try HTTPTestServer { _ in .respond(status: status, body: Array("Rate Limit Exceeded".utf8)) }

        let response = try await adapter.make().send(HTTPRequest(url: server.baseURL))

        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self) == "Rate Limit Exceeded")
    }

    @Test("given a POST with a body, when sent, then the server receives method and body", arguments: Adapter.allCases)
    func post(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 201) }

        let response = try await adapter.make().send(HTTPRequest(method: .post, url: server.baseURL, body: Data("{\"a\":1}".utf8)))

        #expect(response.status == 201)
        #expect(server.requests.first?.method == "POST")
        #expect(server.requests.first?.body == Array("{\"a\":1}".utf8))
    }

    @Test("given nothing listens, when sent, then cannotConnect is thrown", arguments: Adapter.allCases)
    func refused(adapter: Adapter) async {
        let url = URL(string: "http://127.0.0.1:\(HTTPTestServer.closedPort())/")!
        await #expect {
            try await adapter.make().send(HTTPRequest(url: url))
        } throws: { error in
            if case .cannotConnect = error as? HTTPClientError { true } else { false }
        }
    }

    @Test("given a non-http URL, when sent, then invalidURL is thrown before any transfer", arguments: Adapter.allCases, [
        "file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://127.0.0.1/",
    ])
    func otherSchemes(adapter: Adapter, address: String) async {
        await #expect(throws: HTTPClientError.invalidURL(address)) {
            try await adapter.make().send(HTTPRequest(url: URL(string: address)!))
        }
    }

    @Test("given a silent server, when the timeout passes, then timedOut is thrown", arguments: Adapter.allCases)
    func timeout(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .stall }

        await #expect(throws: HTTPClientError.timedOut) {
            try await adapter.make(.init(totalTimeout: .milliseconds(300))).send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a body over the cap, when sent, then tooLarge is thrown", arguments: Adapter.allCases)
    func sizeCap(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: [UInt8](repeating: 65, count: 5_000)) }

        await #expect(throws: HTTPClientError.tooLarge(limit: 1_000)) {
            try await adapter.make(.init(maximumBodySize: 1_000)).send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given an address with a user name and password, when sent, then it is refused before anything is sent, and the error does not quote them", arguments: Adapter.allCases)
    func refusesAnAddressCarryingCredentials(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }

        await #expect {
            try await adapter.make().send(HTTPRequest(url: URL(string: "http://user:pw@127.0.0.1:\(server.port)/")!))
        } throws: { error in
            guard case .invalidURL(let text) = error as? HTTPClientError else { return false }
            return !text.contains("pw")
        }
        #expect(server.requests.isEmpty)
    }
}
