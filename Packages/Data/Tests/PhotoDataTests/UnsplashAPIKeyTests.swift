import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
@testable import PhotoData
import Testing

/// The access key is refused when it cannot be sent as it is, or when it would go where it may not; a
/// request that carries it follows only same-origin redirects and, to `localhost`, is pinned to 127.0.0.1.
@Suite("UnsplashAPI and the access key", .timeLimit(.minutes(1)))
struct UnsplashAPIKeyTests {
    private static let https = URL(string: "https://api.unsplash.com")!

    @Test("given a key that cannot be sent as it is, when the API is made, then it is refused with the reason", arguments: [
        ("", UnsplashAPI.ConfigurationError.accessKeyIsEmpty),
        ("key\n", .accessKeyContainsLineBreak), ("key\r\nX-Injected: evil", .accessKeyContainsLineBreak), ("k\rey", .accessKeyContainsLineBreak),
        ("k\0ey", .accessKeyContainsInvalidCharacter), ("k ey", .accessKeyContainsInvalidCharacter), ("key\t", .accessKeyContainsInvalidCharacter),
        ("ключ", .accessKeyContainsInvalidCharacter), ("k\u{7F}", .accessKeyContainsInvalidCharacter), ("k\u{1B}[2J", .accessKeyContainsInvalidCharacter),
    ])
    func refusesKey(key: String, reason: UnsplashAPI.ConfigurationError) {
        #expect(throws: reason) { try UnsplashAPI(baseURL: Self.https, accessKey: key) }
    }

    @Test("given a key with a line break, when the API is made for a live server, then it is refused and nothing is sent")
    func injectedKeyNeverLeaves() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }

        await #expect(throws: UnsplashAPI.ConfigurationError.accessKeyContainsLineBreak) {
            let api = try UnsplashAPI(baseURL: server.baseURL, accessKey: "k\r\nX-Injected: evil")
            _ = try? await UnsplashPhotoRepository(api: api, client: CurlHTTPClient()).photos(PageRequest())
        }
        #expect(server.requests.isEmpty)
    }

    @Test("given a key and a base URL that is not https nor this machine, when the API is made, then it is refused", arguments: [
        "http://127.0.0.evil", "http://127.1", "http://0x7f.0.0.1", "http://2130706433", "http://127.0.0.1.nip.io", "http://api.unsplash.com",
        "http://[::ffff:127.0.0.1]", "ftp://127.0.0.1/",
    ])
    func refusesDestination(address: String) throws {
        let url = try #require(URL(string: address))
        #expect(throws: UnsplashAPI.ConfigurationError.insecureBaseURL) { try UnsplashAPI(baseURL: url, accessKey: "key") }
    }

    @Test("given a key, when requests are made, then each follows only same-origin redirects and localhost is pinned to 127.0.0.1", arguments: [
        ("https://api.unsplash.com", nil), ("http://127.0.0.1:8080", nil), ("http://[::1]:8080", nil), ("http://localhost:8080", "127.0.0.1"),
        ("http://LocalHost:8080", "127.0.0.1"),
    ])
    func keyedRequests(address: String, pin: String?) throws {
        let url = try #require(URL(string: address))
        let api = try UnsplashAPI(baseURL: url, accessKey: "key")

        let request = try #require(api.request(for: Endpoint(path: "/photos")))

        #expect(request.headers["Authorization"] == "Client-ID key")
        #expect(request.redirects == .sameOrigin)
        #expect(request.pinnedAddress == pin)
    }

    @Test("given no key, when requests are made to any address, then they carry no credential and no routing rule")
    func keylessRequests() throws {
        let url = try #require(URL(string: "http://photos.example.test"))
        let request = try #require(UnsplashAPI(baseURL: url).request(for: Endpoint(path: "/photos")))

        #expect(request.headers["Authorization"] == nil)
        #expect(request.redirects == .anyHTTP && request.pinnedAddress == nil)
    }

    @Test("given a keyed API on localhost, when a page is fetched over curl, then the pinned request reaches the loopback server with the key")
    func localhostEndToEnd() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }
        let url = try #require(URL(string: "http://localhost:\(server.port)"))
        let api = try UnsplashAPI(baseURL: url, accessKey: "key")

        _ = try await UnsplashPhotoRepository(api: api, client: CurlHTTPClient()).photos(PageRequest())

        #expect(server.requests.first?.header("Authorization") == "Client-ID key")
    }

    @Test("given a keyed API, when the server redirects to another origin, then the page fails as an unsafe redirect and the key stays home")
    func crossOriginRedirect() async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200, body: Array("[]".utf8)) }
        let server = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", "http://localhost:\(other.port)/photos")]) }
        let api = try UnsplashAPI(baseURL: server.baseURL, accessKey: "key")

        await #expect(throws: DomainError.connectivity(.unsafeRedirect)) {
            try await UnsplashPhotoRepository(api: api, client: CurlHTTPClient()).photos(PageRequest())
        }
        #expect(other.requests.isEmpty)
    }
}
