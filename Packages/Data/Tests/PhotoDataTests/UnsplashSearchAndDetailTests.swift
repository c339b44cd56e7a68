import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import PhotoData
import Testing

@Suite("UnsplashPhotoRepository search and detail over a loopback server", .timeLimit(.minutes(1)))
struct UnsplashSearchAndDetailTests {
    private static func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    private func repository(_ server: HTTPTestServer) -> UnsplashPhotoRepository {
        UnsplashPhotoRepository(api: UnsplashAPI(baseURL: server.baseURL), client: CurlHTTPClient())
    }

    @Test("given a query with reserved and non-ASCII characters, when searched, then the server receives it intact")
    func queryReachesServerIntact() async throws {
        let body = try Self.fixture("unsplash-search")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        _ = try await repository(server).search(SearchQuery("cats & dogs/100% ü"), page: PageRequest(page: 2, perPage: 10))

        let target = try #require(server.requests.first?.target)
        #expect(target == "/search/photos?query=cats%20%26%20dogs%2F100%25%20%C3%BC&page=2&per_page=10")
        let components = try #require(URLComponents(string: "http://h\(target)"))
        #expect(components.queryItems?.first { $0.name == "query" }?.value == "cats & dogs/100% ü")
    }

    @Test("given search results with total and total_pages, when pages are fetched, then each carries the total, the last page has no next and bad items are dropped", arguments: [
        (6, true), (7, false),
    ])
    func totalPagesEndsSearch(page: Int, expectedNext: Bool) async throws {
        let body = try Self.fixture("unsplash-search")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        let results = try await repository(server).search(SearchQuery("coffee"), page: PageRequest(page: page, perPage: 20))

        #expect(results.hasNextPage == expectedNext)
        #expect(results.total == 133)
        #expect(results.photos.map(\.id.rawValue) == ["eOLpJytrbsQ"])
    }

    @Test("given a photo detail, when fetched, then exif, location, tags and downloads are mapped")
    func detail() async throws {
        let body = try Self.fixture("unsplash-photo-detail")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        let detail = try await repository(server).photo("Dwu85P9SOIk")

        #expect(server.requests.first?.target == "/photos/Dwu85P9SOIk")
        #expect(detail.photo.id == "Dwu85P9SOIk")
        #expect(detail.exif == Exif(make: "Canon", model: "Canon EOS 40D", exposureTime: "0.011111111111111112",
                                    aperture: "4.970854", focalLength: "37", iso: 100))
        #expect(detail.location == PhotoLocation(name: "Montreal, Canada", city: "Montreal", country: "Canada"))
        #expect(detail.tags == ["man", "drinking", "coffee"])
        #expect(detail.downloads == 1345)
    }

    @Test("given an answer about another photo, when a photo is fetched, then it is refused as an unexpected response; asked by a slug ending in its id, it is that photo")
    func answerMustBeThePhotoAskedFor() async throws {
        let body = try Self.fixture("unsplash-photo-detail")
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        await #expect {
            try await repository(server).photo("brandnew")
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message == "the answer for photo brandnew is about another photo (Dwu85P9SOIk)"
        }
        #expect(try await repository(server).photo("a-man-drinking-coffee-Dwu85P9SOIk").photo.id == "Dwu85P9SOIk")
        await #expect(throws: DomainError.self) { try await repository(server).photo("xDwu85P9SOIk") }
        // An id of any length is quoted shortened.
        await #expect(throws: DomainError.invalidResponse("the answer for photo \(String(repeating: "a", count: 64))… is about another photo (Dwu85P9SOIk)")) {
            try await repository(server).photo(PhotoID(rawValue: String(repeating: "a", count: 5_000))!)
        }
    }

    @Test("given an id with reserved characters, when fetched, then it stays one encoded path segment")
    func idIsEncoded() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 404, body: Array("{\"errors\":[\"Couldn't find Photo\"]}".utf8)) }

        await #expect(throws: DomainError.notFound) { try await repository(server).photo("../etc/passwd?x=1") }
        await #expect(throws: DomainError.notFound) { try await repository(server).photo("..") }
        #expect(server.requests.map(\.target) == ["/photos/..%2Fetc%2Fpasswd%3Fx%3D1", "/photos/%2E%2E"])
    }

    @Test("given a detail with null extras, when fetched, then they are absent rather than empty")
    func nullExtras() async throws {
        let json = """
        {"id":"a","width":1,"height":1,"exif":{"make":null,"model":null},"location":{"name":null},"tags":null,
         "user":{"username":"u"},"urls":{"full":"https://x/f","regular":"https://x/r","small":"https://x/s","thumb":"https://x/t"}}
        """
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(json.utf8)) }

        let detail = try await repository(server).photo("a")

        #expect(detail.exif == nil)
        #expect(detail.location == nil)
        #expect(detail.tags.isEmpty)
        #expect(detail.downloads == nil)
    }
}
