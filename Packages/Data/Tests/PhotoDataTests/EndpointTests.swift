import Foundation
import PhotoData
import Testing

@Suite("Endpoint URL building")
struct EndpointTests {
    @Test("given a query with reserved and non-ASCII characters, when the URL is built, then each is percent-encoded")
    func encodesQuery() throws {
        let endpoint = Endpoint(path: "/search/photos", query: [("query", "cats & dogs/100% ü+=?#"), ("page", "2")])

        let url = try #require(endpoint.url(relativeTo: URL(string: "http://127.0.0.1:8080")!))

        #expect(url.absoluteString == "http://127.0.0.1:8080/search/photos?query=cats%20%26%20dogs%2F100%25%20%C3%BC%2B%3D%3F%23&page=2")
        let decoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value
        #expect(decoded == "cats & dogs/100% ü+=?#")
    }

    @Test("given a base URL with a path prefix and trailing slash, when the URL is built, then the prefix is kept once")
    func keepsBasePath() throws {
        let url = try #require(Endpoint(path: "/photos").url(relativeTo: URL(string: "https://staging.test/api/v1/")!))
        #expect(url.absoluteString == "https://staging.test/api/v1/photos")
    }

    @Test("given a segment with reserved characters, when built, then it stays one encoded segment", arguments: [
        ("a b?c", "/photos/a%20b%3Fc"), ("../../etc/passwd", "/photos/..%2F..%2Fetc%2Fpasswd"), ("..", "/photos/%2E%2E"),
        (".", "/photos/%2E"), ("x#frag", "/photos/x%23frag"), ("ü", "/photos/%C3%BC"),
    ])
    func encodesPathSegments(id: String, path: String) throws {
        let url = try #require(Endpoint(segments: ["photos", id]).url(relativeTo: URL(string: "http://h.test")!))
        #expect(url.absoluteString == "http://h.test" + path)
    }
}
