import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// Answers that are not HTTP at all end as ``HTTPClientError/invalidHTTP(_:)``, never as an invalid URL or
/// as the client running out of memory.
@Suite("CurlHTTPClient given answers that are not valid HTTP", .timeLimit(.minutes(1)))
struct CurlInvalidHTTPTests {
    private static let oversizedHeader = "HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 110_000) + "\r\nContent-Length: 0\r\n\r\n"

    @Test("given an answer whose first line is not an HTTP status line, when fetched, then it is invalidHTTP(statusLineNotHTTP)", arguments: [
        "hello, I am HTTP/0.9\n", "FOO/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", "SSH-2.0-OpenSSH_9.6\r\n",
    ])
    func statusLineNotHTTP(answer: String) async throws {
        let server = try HTTPTestServer { _ in .raw(Array(answer.utf8)) }

        await #expect(throws: HTTPClientError.invalidHTTP(.statusLineNotHTTP)) {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given an answer with a header line over 100 KB, when fetched, then it is invalidHTTP(headerTooLarge), not out of memory")
    func headerTooLarge() async throws {
        let server = try HTTPTestServer { _ in .raw(Array(Self.oversizedHeader.utf8)) }

        await #expect(throws: HTTPClientError.invalidHTTP(.headerTooLarge(limit: 102_400))) {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given an answer whose header lines together pass 300 KB, each of them short, when fetched, then it is invalidHTTP(headersTooLarge), not a broken connection")
    func headersTooLarge() async throws {
        let fields = (0..<400).map { "X-Pad-\($0): \(String(repeating: "a", count: 1_000))\r\n" }.joined()
        let server = try HTTPTestServer { _ in .raw(Array("HTTP/1.1 200 OK\r\n\(fields)Content-Length: 2\r\n\r\n[]".utf8)) }

        await #expect(throws: HTTPClientError.invalidHTTP(.headersTooLarge(limit: 307_200))) {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a body that is not the gzip its Content-Encoding names, when fetched, then it is invalidHTTP(undecodableBody)")
    func undecodableBody() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Encoding", "gzip")], body: Array("not gzip at all".utf8)) }

        await #expect(throws: HTTPClientError.invalidHTTP(.undecodableBody)) {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a status line whose code is not a number, when fetched, then it is invalidHTTP, not an invalid URL")
    func malformedStatusCode() async throws {
        let server = try HTTPTestServer { _ in .raw(Array("HTTP/1.1 2x0 OK\r\nContent-Length: 0\r\n\r\n".utf8)) }

        await #expect {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        } throws: { error in
            if case .invalidHTTP = error as? HTTPClientError { true } else { false }
        }
    }

    @Test("given a redirect to a server that answers HTTP/0.9, when fetched, then it is invalidHTTP, not a refused redirect")
    func garbageAfterRedirect() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/old" ? .respond(status: 302, headers: [("Location", "/new")]) : .raw(Array("no status line\n".utf8))
        }

        await #expect(throws: HTTPClientError.invalidHTTP(.statusLineNotHTTP)) {
            try await CurlHTTPClient().send(HTTPRequest(url: URL(string: "\(server.baseURL)/old")!))
        }
    }
}
