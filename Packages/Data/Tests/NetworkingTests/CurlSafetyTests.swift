import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// The curl client's safe defaults, each shown on a real loopback exchange.
@Suite("CurlHTTPClient safe defaults", .timeLimit(.minutes(1)))
struct CurlSafetyTests {
    /// `{"hello":"gzip","n":12345}` compressed with gzip (mtime 0).
    private static let gzipBody: [UInt8] = [
        31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 171, 86, 202, 72, 205, 201, 201, 87, 178, 82, 74, 175, 202, 44, 80, 210, 81,
        202, 83, 178, 50, 52, 50, 54, 49, 173, 5, 0, 196, 148, 42, 66, 26, 0, 0, 0,
    ]

    @Test("given a gzip-encoded body, when fetched, then gzip was offered and the body arrives decoded")
    func decodesGzip() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Encoding", "gzip")], body: Self.gzipBody) }

        let response = try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))

        #expect(String(decoding: response.body, as: UTF8.self) == #"{"hello":"gzip","n":12345}"#)
        #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    @Test("given one redirect, when fetched, then it is followed and the final response is returned")
    func followsRedirect() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/old" ? .respond(status: 301, headers: [("Location", "/new")]) : .respond(status: 200, body: Array(request.target.utf8))
        }

        let response = try await CurlHTTPClient().send(HTTPRequest(url: URL(string: "\(server.baseURL)/old")!))

        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "/new")
    }

    @Test("given an endless redirect loop, when fetched, then it stops after 5 redirects with tooManyRedirects")
    func redirectLimit() async throws {
        let server = try HTTPTestServer { request in
            let hop = Int(request.target.dropFirst()) ?? 0
            return .respond(status: 302, headers: [("Location", "/\(hop + 1)")])
        }

        await #expect(throws: HTTPClientError.tooManyRedirects) {
            try await CurlHTTPClient().send(HTTPRequest(url: URL(string: "\(server.baseURL)/0")!))
        }
        #expect(server.requests.count == 6)  // the request and 5 redirects, no more
    }

    @Test("given a redirect to a non-http scheme, when fetched, then it is refused and nothing is read", arguments: [
        "file:///etc/passwd", "ftp://127.0.0.1/x", "dict://127.0.0.1:11211/stat",
    ])
    func refusesRedirectToOtherSchemes(location: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", location)]) }

        await #expect {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        } throws: { error in
            error as? HTTPClientError == .unsafeRedirect
        }
    }

    @Test("given a redirect to an address with a user name and password, when fetched or downloaded, then it is refused and the target is never asked, so the credentials are not sent")
    func refusesRedirectCarryingCredentials() async throws {
        let target = try HTTPTestServer { _ in .respond(status: 200, body: Array("secret".utf8)) }
        let server = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", "http://user:pw@127.0.0.1:\(target.port)/file")]) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("curl-credentials-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }

        await #expect(throws: HTTPClientError.unsafeRedirect) {
            try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))
        }
        await #expect(throws: HTTPClientError.unsafeRedirect) {
            try await CurlHTTPClient().download(HTTPRequest(url: server.baseURL), to: file) { _ in }
        }
        #expect(server.requests.count == 2)
        #expect(target.requests.isEmpty)
    }
}
