import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import URLSessionNetworking
import Testing

/// What keeps a credential on its way: the same-origin redirect rule, curl's refusal to forward
/// `Authorization` to another origin, and connections pinned to addresses instead of names.
@Suite("Redirect rules and pinned addresses", .timeLimit(.minutes(1)))
struct CredentialRoutingTests {
    typealias Adapter = HTTPClientContractTests.Adapter

    @Test("given a same-origin request, when the server redirects within its origin, then the redirect is followed with the credential",
          arguments: Adapter.allCases)
    func followsSameOrigin(adapter: Adapter) async throws {
        let server = try HTTPTestServer { request in
            request.target == "/old" ? .respond(status: 302, headers: [("Location", "/new")]) : .respond(status: 200, body: Array(request.target.utf8))
        }
        let request = HTTPRequest(url: URL(string: "\(server.baseURL)/old")!, headers: ["Authorization": "Client-ID k"], redirects: .sameOrigin)

        let response = try await adapter.make().send(request)

        #expect(String(decoding: response.body, as: UTF8.self) == "/new")
        #expect(server.requests.map { $0.header("Authorization") } == ["Client-ID k", "Client-ID k"])
    }

    @Test("given a same-origin request, when the server redirects to another origin, then it is refused and the other origin is never asked",
          arguments: Adapter.allCases, ["http://127.0.0.1:PORT/x", "http://localhost:PORT/x"])
    func refusesOtherOrigin(adapter: Adapter, target: String) async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200) }
        let location = target.replacingOccurrences(of: "PORT", with: String(other.port))
        let server = try HTTPTestServer { _ in .respond(status: 301, headers: [("Location", location)]) }
        let request = HTTPRequest(url: server.baseURL, headers: ["Authorization": "Client-ID k"], redirects: .sameOrigin)

        await #expect(throws: HTTPClientError.unsafeRedirect) {
            try await adapter.make().send(request)
        }
        #expect(other.requests.isEmpty)
    }

    @Test("given a request that follows no redirect, when the server redirects, then the redirect is the response and its target is never asked",
          arguments: Adapter.allCases)
    func followsNone(adapter: Adapter) async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200) }
        let server = try HTTPTestServer { request in
            request.target == "/old" ? .respond(status: 302, headers: [("Location", "\(other.baseURL)/new")]) : .respond(status: 200)
        }

        let response = try await adapter.make().send(HTTPRequest(url: URL(string: "\(server.baseURL)/old")!, redirects: .never))

        #expect(response.status == 302)
        #expect(response.headers["Location"] == "\(other.baseURL)/new")
        #expect(server.requests.map(\.target) == ["/old"])
        #expect(other.requests.isEmpty)
    }

    @Test("given a same-origin request, when the server redirects within its origin forever, then it stops at the redirect limit")
    func sameOriginLimit() async throws {
        let server = try HTTPTestServer { request in
            .respond(status: 302, headers: [("Location", "/\((Int(request.target.dropFirst()) ?? 0) + 1)")])
        }

        await #expect(throws: HTTPClientError.tooManyRedirects) {
            try await CurlHTTPClient().send(HTTPRequest(url: URL(string: "\(server.baseURL)/0")!, redirects: .sameOrigin))
        }
        #expect(server.requests.count == 6)
    }

    @Test("given any request with a credential, when curl is redirected to another origin, then the credential is not forwarded")
    func curlKeepsAuthorizationHome() async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200) }
        let server = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", "http://127.0.0.1:\(other.port)/x")]) }

        _ = try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL, headers: ["Authorization": "Client-ID k"]))

        #expect(other.requests.count == 1)
        #expect(other.requests.first?.header("Authorization") == nil)
    }

    @Test("given a name pinned to 127.0.0.1, when curl sends to it, then it connects there without asking DNS")
    func pinnedNameReachesAddress() async throws {
        let server = try HTTPTestServer { request in .respond(status: 200, body: Array((request.header("Host") ?? "").utf8)) }
        // `.invalid` never resolves (RFC 6761): only the pin can lead anywhere.
        let url = try #require(URL(string: "http://photolist.invalid:\(server.port)/"))

        let response = try await CurlHTTPClient().send(HTTPRequest(url: url, pinnedAddress: "127.0.0.1"))

        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "photolist.invalid:\(server.port)")
    }

    @Test("given localhost pinned to an address where nothing listens, when curl sends to it, then it does not fall back to resolving the name")
    func pinIsTheOnlyRoute() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }
        let url = try #require(URL(string: "http://localhost:\(server.port)/"))

        await #expect {
            try await CurlHTTPClient().send(HTTPRequest(url: url, pinnedAddress: "127.0.0.2"))
        } throws: { error in
            if case .cannotConnect = error as? HTTPClientError { true } else { false }
        }
        #expect(server.requests.isEmpty)
    }

    @Test("given a pinned request, when the URLSession client is asked to send it, then it refuses rather than resolve the name")
    func urlSessionCannotPin() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }
        let url = try #require(URL(string: "http://localhost:\(server.port)/"))

        await #expect {
            try await URLSessionHTTPClient().send(HTTPRequest(url: url, pinnedAddress: "127.0.0.1"))
        } throws: { error in
            if case .unsupported = error as? HTTPClientError { true } else { false }
        }
        #expect(server.requests.isEmpty)
    }
}
