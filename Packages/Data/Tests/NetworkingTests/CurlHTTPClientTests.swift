import Foundation
import HTTPTestServer
import Networking
import Testing

@Suite("CurlHTTPClient against a loopback server", .timeLimit(.minutes(1)))
struct CurlHTTPClientTests {
    @Test("given a server answering 200, when a GET is sent, then status, headers and body arrive intact")
    func getReturnsResponse() async throws {
        let server = try HTTPTestServer { request in
            .respond(status: 200, headers: [("Content-Type", "application/json"), ("X-Multi", "a"), ("x-multi", "b")],
                     body: Array("{\"path\":\"\(request.target)\"}".utf8))
        }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("photos"),
                                                         headers: ["Accept-Version": "v1"]))

        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers.values(for: "X-MULTI") == ["a", "b"])
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"path\":\"/photos\"}")
        let received = try #require(server.requests.first)
        #expect(received.header("Accept-Version") == "v1")
        #expect(received.header("User-Agent")?.hasPrefix("photolist/") == true)
    }

    @Test("given a server answering 404, when a GET is sent, then the status is returned, not thrown")
    func errorStatusIsAResponse() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 404, body: Array("missing".utf8)) }

        let response = try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))

        #expect(response.status == 404)
        #expect(!response.isSuccess)
    }

    @Test("given five sequential GETs to one server, when sent, then one connection serves them all")
    func reusesConnection() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("ok".utf8)) }
        let client = CurlHTTPClient()

        for _ in 0..<5 {
            _ = try await client.send(HTTPRequest(url: server.baseURL))
        }

        #expect(server.requests.count == 5)
        #expect(server.connectionsAccepted == 1)
        #expect(client.connectionsOpened == 1)
    }

    @Test("given 32 concurrent GETs, when sent, then every one succeeds with its own body")
    func concurrentRequests() async throws {
        let server = try HTTPTestServer { request in .respond(status: 200, body: Array(request.target.utf8)) }
        let client = CurlHTTPClient()

        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let response = try await client.send(HTTPRequest(url: URL(string: "\(server.baseURL)/item/\(index)")!))
                    return String(decoding: response.body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }

        #expect(bodies == Set((0..<32).map { "/item/\($0)" }))
    }

    @Test("given nothing listens on the port, when a GET is sent, then cannotConnect is thrown")
    func connectionRefused() async throws {
        let url = URL(string: "http://127.0.0.1:\(HTTPTestServer.closedPort())/")!

        await #expect {
            try await CurlHTTPClient().send(HTTPRequest(url: url))
        } throws: { error in
            if case .cannotConnect = error as? HTTPClientError { true } else { false }
        }
    }

    @Test("given a URL that is not http(s), when sent, then invalidURL is thrown before any transfer", arguments: [
        "file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://127.0.0.1/",
    ])
    func rejectsOtherSchemes(address: String) async {
        await #expect(throws: HTTPClientError.invalidURL(address)) {
            try await CurlHTTPClient().send(HTTPRequest(url: URL(string: address)!))
        }
    }

    @Test("given a body larger than the limit, when sent, then tooLarge is thrown")
    func capsBodySize() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: [UInt8](repeating: 65, count: 10_000)) }
        let client = CurlHTTPClient(configuration: .init(maximumBodySize: 1_000))

        await #expect(throws: HTTPClientError.tooLarge(limit: 1_000)) {
            try await client.send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a server that never answers, when the total timeout passes, then timedOut is thrown")
    func totalTimeout() async throws {
        let server = try HTTPTestServer { _ in .stall }
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .milliseconds(300)))

        await #expect(throws: HTTPClientError.timedOut) {
            try await client.send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a transfer waiting on a silent server, when its task is cancelled, then it ends as cancelled")
    func cancellation() async throws {
        let server = try HTTPTestServer { _ in .stall }
        let client = CurlHTTPClient()
        let task = Task { try await client.send(HTTPRequest(url: server.baseURL)) }
        while server.requests.isEmpty { await Task.yield() }

        task.cancel()

        await #expect(throws: HTTPClientError.cancelled) { try await task.value }
    }

    @Test("given a POST with a body, when sent, then the server receives the method and body")
    func postsBody() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 201) }

        let response = try await CurlHTTPClient().send(
            HTTPRequest(method: .post, url: server.baseURL, body: Data("hello".utf8))
        )

        #expect(response.status == 201)
        #expect(server.requests.first?.method == "POST")
        #expect(server.requests.first?.body == Array("hello".utf8))
    }
}
