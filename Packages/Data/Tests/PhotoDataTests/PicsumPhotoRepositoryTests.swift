import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import PhotoData
import Testing

@Suite("PicsumPhotoRepository over a loopback server", .timeLimit(.minutes(1)))
struct PicsumPhotoRepositoryTests {
    private static func fixture() throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "picsum-list", withExtension: "json", subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    private func repository(_ server: HTTPTestServer) -> PicsumPhotoRepository {
        PicsumPhotoRepository(baseURL: server.baseURL, client: CurlHTTPClient())
    }

    @Test("given a full page with a next link, when listed, then photos map and another page exists")
    func listsPage() async throws {
        let body = try Self.fixture()
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: [("Link", "<https://picsum.photos/v2/list?page=3&limit=3>; rel=\"next\"")], body: body)
        }

        let page = try await repository(server).photos(PageRequest(page: 2, perPage: 3))

        #expect(server.requests.first?.target == "/v2/list?page=2&limit=3")
        #expect(page.hasNextPage)
        #expect(page.photos.map(\.id.rawValue) == ["0", "1", "10"])
        let first = try #require(page.photos.first)
        #expect(first.author.name == "Alejandro Escamilla")
        #expect(first.author.username == nil)  // Picsum names authors but has no usernames
        #expect(first.urls.full.absoluteString == "https://picsum.photos/id/0/5000/3333")
        #expect(first.urls.small.absoluteString == "\(server.baseURL)/id/0/400/266")
        #expect(first.urls.page?.absoluteString == "https://unsplash.com/photos/yC-Yzbqy7PY")
        #expect(first.createdAt == nil && first.color == nil && first.blurHash == nil)
    }

    @Test("given a page without a next link or a short page, when listed, then it is the last", arguments: [
        ([("Link", "<https://picsum.photos/v2/list?page=1&limit=3>; rel=\"prev\"")], 3),
        ([("Link", "<https://picsum.photos/v2/list?page=3&limit=30>; rel=\"next\"")], 30),
    ])
    func lastPage(headers: [(String, String)], perPage: Int) async throws {
        let body = try Self.fixture()
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: headers, body: body) }

        let page = try await repository(server).photos(PageRequest(page: 2, perPage: perPage))

        #expect(!page.hasNextPage)
    }

    @Test("given a full page with a next link, one of whose items is malformed, when listed, then the others map and another page still exists")
    func aMalformedItemDoesNotEndTheListing() async throws {
        var items = try #require(try JSONSerialization.jsonObject(with: Data(Self.fixture())) as? [[String: Any]])
        items[1]["width"] = -1
        let body = Array(try JSONSerialization.data(withJSONObject: items))
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: [("Link", "<https://picsum.photos/v2/list?page=3&limit=3>; rel=\"next\"")], body: body)
        }

        let page = try await repository(server).photos(PageRequest(page: 2, perPage: 3))

        #expect(page.photos.map(\.id.rawValue) == ["0", "10"])
        #expect(page.hasNextPage)
    }

    @Test("given an unknown id, when its info is fetched, then Picsum's plain-text 404 becomes notFound")
    func unknownPhoto() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 404, body: Array("Image does not exist\n".utf8)) }

        await #expect(throws: DomainError.notFound) { try await repository(server).photo("99999") }
        #expect(server.requests.first?.target == "/id/99999/info")
    }

    @Test("given a known id, when its info is fetched, then a detail without camera, place or tags comes back")
    func info() async throws {
        let item = #"{"id":"10","author":"Paul Jarvis","width":2500,"height":1667,"url":"https://unsplash.com/photos/6J--NXulQCs","download_url":"https://picsum.photos/id/10/2500/1667"}"#
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(item.utf8)) }

        let detail = try await repository(server).photo("10")

        #expect(detail.photo.id == "10")
        #expect(detail.photo.width == 2500)
        #expect(detail.exif == nil && detail.location == nil && detail.tags.isEmpty)
    }

    @Test("given an answer about another photo, when a photo's info is fetched, then it is refused as an unexpected response")
    func answerMustBeThePhotoAskedFor() async throws {
        let item = #"{"id":"10","author":"Paul Jarvis","width":2500,"height":1667,"url":"https://unsplash.com/photos/6J--NXulQCs","download_url":"https://picsum.photos/id/10/2500/1667"}"#
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array(item.utf8)) }

        await #expect {
            try await repository(server).photo("11")
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message == "the answer for photo 11 is about another photo (10)"
        }
    }

    @Test("given any query, when searched, then Picsum refuses clearly without a request")
    func noSearch() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 500) }

        await #expect(throws: DomainError.unsupported("Lorem Picsum has no search")) {
            try await repository(server).search(SearchQuery("forest"), page: PageRequest())
        }
        #expect(server.requests.isEmpty)
    }
}
