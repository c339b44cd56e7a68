@testable import DemoServer
import Foundation
import Testing

@Suite("DemoRouter")
struct DemoRouterTests {
    private let router = DemoRouter(catalog: DemoCatalog(count: 1_000))

    private func photos(_ response: DemoResponse) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
    }

    private func header(_ name: String, _ response: DemoResponse) -> String? {
        response.headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    @Test("given GET /photos?page=2&per_page=30, when routed, then 30 Unsplash photo objects and paging headers come back")
    func pageTwo() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/photos?page=2&per_page=30", host: "127.0.0.1:9"))

        #expect(response.status == 200)
        let list = try photos(response)
        #expect(list.count == 30)
        #expect(list.first?["id"] as? String == DemoCatalog.id(at: 30))
        let expectedKeys: Set = [
            "id", "slug", "created_at", "updated_at", "promoted_at", "width", "height", "color", "blur_hash", "likes",
            "liked_by_user", "description", "alt_description", "breadcrumbs", "urls", "links", "user",
            "current_user_collections", "sponsorship", "topic_submissions", "asset_type",
        ]
        #expect(Set(try #require(list.first).keys) == expectedKeys)
        let user = try #require(list.first?["user"] as? [String: Any])
        #expect(user["username"] is String && user["name"] is String && user["profile_image"] is [String: String])
        #expect(header("X-Total", response) == "1000")
        #expect(header("X-Per-Page", response) == "30")
        #expect(header("X-Ratelimit-Limit", response) == "5000")
        let link = try #require(header("Link", response))
        #expect(link.contains("<http://127.0.0.1:9/photos?page=3&per_page=30>; rel=\"next\""))
        #expect(link.contains("<http://127.0.0.1:9/photos?page=1&per_page=30>; rel=\"prev\""))
        #expect(link.contains("<http://127.0.0.1:9/photos?page=34&per_page=30>; rel=\"last\""))
    }

    @Test("given the last page, when routed, then it is short and has no next link")
    func lastPage() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/photos?page=34&per_page=30", host: nil))

        #expect(try photos(response).count == 10)
        #expect(header("Link", response)?.contains("rel=\"next\"") == false)
    }

    @Test("given no paging parameters, when routed, then Unsplash's defaults apply (page 1, 10 per page)")
    func defaults() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/photos", host: nil))
        #expect(try photos(response).map { $0["id"] as? String } == (0..<10).map(DemoCatalog.id(at:)))
    }

    @Test("given out-of-range paging, when routed, then it is clamped like Unsplash (page ≥ 1, at most 30 per page)")
    func clamps() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/photos?page=-4&per_page=500", host: nil))
        #expect(try photos(response).count == 30)
        let beyond = router.respond(to: DemoRequest(method: "GET", target: "/photos?page=99999999999999999", host: nil))
        #expect(try photos(beyond).isEmpty)
    }

    @Test("given an unknown path or method, when routed, then an Unsplash-shaped error comes back")
    func errors() throws {
        let missing = router.respond(to: DemoRequest(method: "GET", target: "/nope", host: nil))
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self) == #"{"errors":["Not found"]}"#)
        #expect(router.respond(to: DemoRequest(method: "DELETE", target: "/photos", host: nil)).status == 405)
    }

    @Test("given percent- and plus-encoded query values, when parsed, then they are decoded")
    func decodesQuery() {
        let request = DemoRequest(method: "GET", target: "/search/photos?query=cats+%26%20dogs%2F100%25%20%C3%BC&page=2", host: nil)
        #expect(request.query["query"] == "cats & dogs/100% ü")
        #expect(request.path == "/search/photos")
    }
}
