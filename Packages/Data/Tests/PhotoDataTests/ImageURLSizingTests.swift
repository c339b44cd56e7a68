import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import PhotoData
import Testing

@Suite("Asking sources for images at a size", .timeLimit(.minutes(1)))
struct ImageURLSizingTests {
    private func photo(regular: String, small: String) throws -> Photo {
        let regularURL = try #require(URL(string: regular))
        let smallURL = try #require(URL(string: small))
        return Photo(
            id: "p1", width: 6_000, height: 4_000, color: nil, blurHash: nil, description: nil,
            author: Author(username: "a", name: "A", profileURL: nil),
            urls: PhotoURLs(full: regularURL, regular: regularURL, small: smallURL, thumb: smallURL, page: nil),
            likes: nil, createdAt: nil
        )
    }

    private func query(_ url: URL) -> [String: String] {
        Dictionary((URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
    }

    @Test("given an Unsplash regular address, when sized for imgix, then w, h, fit=crop, fm=jpg and q replace the old sizing and ixid stays")
    func imgixKeepsOtherParameters() throws {
        let photo = try photo(
            regular: "https://images.unsplash.com/photo-1?crop=entropy&cs=tinysrgb&fit=max&fm=jpg&ixid=M3w1&ixlib=rb-4.0.3&q=80&w=1080&auto=format",
            small: "https://images.unsplash.com/photo-1?w=400"
        )

        let url = ImageURLSizing.imgix.url(for: photo, size: try #require(PixelSize(width: 320, height: 180)))

        #expect(url.host == "images.unsplash.com" && url.path == "/photo-1")
        #expect(query(url) == ["cs": "tinysrgb", "ixid": "M3w1", "ixlib": "rb-4.0.3", "w": "320", "h": "180", "fit": "crop", "fm": "jpg", "q": "75"])
    }

    @Test("given a Picsum small address, when sized, then its last two path segments become the size")
    func picsumPath() throws {
        let photo = try photo(regular: "https://picsum.photos/id/10/1080/720", small: "https://picsum.photos/id/10/400/266")

        let url = ImageURLSizing.picsum.url(for: photo, size: try #require(PixelSize(width: 96, height: 64)))

        #expect(url.absoluteString == "https://picsum.photos/id/10/96/64")
    }

    @Test("given a Picsum address of another shape, when sized, then the photo's own small address is used unchanged")
    func picsumFallsBack() throws {
        let photo = try photo(regular: "https://example.test/a.jpg", small: "https://example.test/a-small.jpg")

        let url = ImageURLSizing.picsum.url(for: photo, size: try #require(PixelSize(width: 96, height: 64)))

        #expect(url.absoluteString == "https://example.test/a-small.jpg")
    }

    @Test("given a server answering an image, when fetched, then the sized address is asked without an API key and the bytes come back")
    func fetchesSizedImage() async throws {
        let jpeg = WholeJPEG.bytes()
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: jpeg) }
        let photo = try photo(regular: "\(server.baseURL)/images/p1?ixid=demo&w=1080&fit=max", small: "\(server.baseURL)/images/p1?w=400")
        let repository = HTTPPhotoImageRepository(client: CurlHTTPClient(), sizing: .imgix, hosts: PictureHostPolicy(allowing: [server.baseURL]))

        let data = try await repository.imageData(of: photo, size: try #require(PixelSize(width: 64, height: 32)))

        #expect([UInt8](data) == jpeg)
        let request = try #require(server.requests.first)
        #expect(request.target == "/images/p1?ixid=demo&w=64&h=32&fit=crop&fm=jpg&q=75")
        #expect(request.header("Authorization") == nil)
    }

    @Test("given a server answering 404 or an empty body, when fetched, then each is the domain's error", arguments: [(404, [UInt8]()), (200, [])])
    func failures(status: Int, body: [UInt8]) async throws {
        let server = try HTTPTestServer { _ in .respond(status: status, headers: [], body: body) }
        let photo = try photo(regular: "\(server.baseURL)/images/p1", small: "\(server.baseURL)/images/p1")
        let repository = HTTPPhotoImageRepository(client: CurlHTTPClient(), sizing: .imgix, hosts: PictureHostPolicy(allowing: [server.baseURL]))

        await #expect(throws: status == 404 ? DomainError.notFound : DomainError.invalidResponse("the image is empty")) {
            try await repository.imageData(of: photo, size: try #require(PixelSize(width: 8, height: 8)))
        }
    }
}
