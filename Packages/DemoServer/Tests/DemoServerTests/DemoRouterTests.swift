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
            "current_user_collections", "sponsorship", "topic_submissions", "asset_type", "premium", "plus",
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

    @Test("given pictures fetched between two API calls, when the second call answers, then only the API calls counted against the quota")
    func picturesDoNotCountAgainstTheQuota() throws {
        let router = DemoRouter(catalog: DemoCatalog(count: 100))
        let first = router.respond(to: DemoRequest(method: "GET", target: "/photos?per_page=3", host: nil))
        let id = try #require(try photos(first).first?["id"] as? String)

        for _ in 0..<5 { _ = router.respond(to: DemoRequest(method: "GET", target: "/images/\(id)?w=40&h=30", host: nil)) }
        let second = router.respond(to: DemoRequest(method: "GET", target: "/photos?per_page=3", host: nil))

        let before = try #require(header("X-Ratelimit-Remaining", first).flatMap(Int.init))
        #expect(header("X-Ratelimit-Remaining", second).flatMap(Int.init) == before - 1)
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
        let refused = router.respond(to: DemoRequest(method: "DELETE", target: "/photos", host: nil))
        #expect(refused.status == 405)
        #expect(refused.headers.contains { $0 == ("Allow", "GET, HEAD") }, "\(refused.headers)")
    }

    @Test("given targets in absolute form, as a client set up for a proxy sends them, when parsed, then each is the origin form's path and query, and its authority stands for the Host header", arguments: [
        ("http://127.0.0.1:8080/photos?page=2", "/photos", "2", "127.0.0.1:8080"),
        ("HTTPS://user:secret@[::1]:9/photos/abc", "/photos/abc", nil, "[::1]:9"),
        ("http://localhost?page=3", "/", "3", "localhost"),
        ("http://localhost", "/", nil, "localhost"),
        ("/photos?page=4", "/photos", "4", "sent.example:1"),
        ("ftp://x/photos", "ftp://x/photos", nil, "sent.example:1"),
    ])
    func absoluteFormTargets(target: String, path: String, page: String?, host: String) {
        let request = DemoRequest(method: "GET", target: target, host: "sent.example:1")

        #expect(request.path == path)
        #expect(request.target.hasPrefix(path))  // what a redirect to itself sends back: no scheme, host or user
        #expect(request.query["page"] == page)
        #expect(request.host == host)
    }

    @Test("given a page asked for in absolute form, when routed, then it is the page asked for in origin form, its links leading back to the authority named")
    func absoluteFormIsRoutedAsOriginForm() throws {
        let absolute = router.respond(to: DemoRequest(method: "GET", target: "http://127.0.0.1:8080/photos?page=2&per_page=3", host: nil))
        let origin = router.respond(to: DemoRequest(method: "GET", target: "/photos?page=2&per_page=3", host: "127.0.0.1:8080"))

        #expect(absolute.status == 200)
        #expect(absolute.body == origin.body)
        #expect(header("Link", absolute) == header("Link", origin))
        #expect(header("Link", absolute)?.contains("<http://127.0.0.1:8080/photos?page=3&per_page=3>; rel=\"next\"") == true)
    }

    @Test("given percent- and plus-encoded query values, when parsed, then they are decoded")
    func decodesQuery() {
        let request = DemoRequest(method: "GET", target: "/search/photos?query=cats+%26%20dogs%2F100%25%20%C3%BC&page=2", host: nil)
        #expect(request.query["query"] == "cats & dogs/100% ü")
        #expect(request.path == "/search/photos")
    }
}

@Suite("DemoRouter search, order, detail and download")
struct DemoRouterSearchTests {
    private let router = DemoRouter(catalog: DemoCatalog(count: 1_000))

    private func object(_ response: DemoResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("given a query, when searched, then only photos whose text holds every word come back, with totals and paging")
    func searchFilters() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/search/photos?query=FOREST&per_page=30", host: "h"))
        let body = try object(response)

        #expect(response.status == 200)
        let total = try #require(body["total"] as? Int)
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(total > 0 && total < 1_000)
        #expect(body["total_pages"] as? Int == (total + 29) / 30)
        #expect(results.count == min(30, total))
        #expect(results.allSatisfy { (($0["description"] as? String ?? "") + " " + ($0["alt_description"] as? String ?? "")).lowercased().contains("forest") })
    }

    @Test("given an orientation filter, when searched, then every result has that orientation")
    func orientation() throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/search/photos?query=lake&orientation=portrait&per_page=30", host: "h"))
        let results = try #require(try object(response)["results"] as? [[String: Any]])

        #expect(!results.isEmpty)
        #expect(results.allSatisfy { ($0["height"] as? Int ?? 0) > ($0["width"] as? Int ?? 0) })
    }

    @Test("given a colour filter, when searched, then every result's dominant colour has that name", arguments: ["black_and_white", "orange"])
    func colour(name: String) throws {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/search/photos?query=a&color=\(name)&per_page=30", host: "h"))
        let results = try #require(try object(response)["results"] as? [[String: Any]])

        #expect(!results.isEmpty)
        for result in results {
            let hex = try #require((result["color"] as? String)?.dropFirst())
            #expect(DemoColorName.of(try #require(UInt32(hex, radix: 16))) == name)
        }
    }

    @Test("given primary colours and greys, when named, then each gets Unsplash's name", arguments: [
        (UInt32(0xD02020), "red"), (0xE08020, "orange"), (0xD0D020, "yellow"), (0x20B040, "green"), (0x20A0A0, "teal"),
        (0x2040D0, "blue"), (0x8030C0, "purple"), (0xC030A0, "magenta"), (0x101010, "black"), (0xF4F4F4, "white"),
        (0x808080, "black_and_white"),
    ])
    func colourNames(rgb: UInt32, name: String) {
        #expect(DemoColorName.of(rgb) == name)
    }

    @Test("given each listing order, when page 1 is routed, then photos come newest, oldest or most liked first")
    func orders() throws {
        func list(_ order: String) throws -> [[String: Any]] {
            let response = router.respond(to: DemoRequest(method: "GET", target: "/photos?order_by=\(order)&per_page=30", host: "h"))
            return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        }
        #expect(try list("latest").first?["id"] as? String == DemoCatalog.id(at: 0))
        #expect(try list("oldest").first?["id"] as? String == DemoCatalog.id(at: 999))
        let likes = try list("popular").compactMap { $0["likes"] as? Int }
        #expect(likes.count == 30 && likes == likes.sorted(by: >))
        let mostLiked = (0..<1_000).compactMap { DemoCatalog(count: 1_000).photo(at: $0, baseURL: "")?.likes }.max()
        #expect(likes.first == mostLiked)
    }

    @Test("given a query that matches nothing, when searched, then the results are empty with zero totals")
    func noMatches() throws {
        let body = try object(router.respond(to: DemoRequest(method: "GET", target: "/search/photos?query=zzzqqq", host: "h")))
        #expect(body["total"] as? Int == 0)
        #expect(body["total_pages"] as? Int == 0)
        #expect((body["results"] as? [Any])?.isEmpty == true)
    }

    @Test("given a missing query or a bad orientation, when searched, then 400 comes back in Unsplash's error shape", arguments: [
        "/search/photos", "/search/photos?query=%20", "/search/photos?query=a&orientation=round",
        "/search/photos?query=a&color=beige", "/photos?order_by=random",
    ])
    func badSearch(target: String) {
        let response = router.respond(to: DemoRequest(method: "GET", target: target, host: "h"))
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("{\"errors\":["))
    }

    @Test("given a catalog id, when its detail is requested, then exif, location, tags and counts are added")
    func detail() throws {
        let id = DemoCatalog.id(at: 7)
        let body = try object(router.respond(to: DemoRequest(method: "GET", target: "/photos/\(id)", host: "h")))

        #expect(body["id"] as? String == id)
        #expect((body["exif"] as? [String: Any])?["model"] is String)
        #expect((body["location"] as? [String: Any])?["city"] is String)
        #expect(((body["tags"] as? [[String: Any]])?.first?["title"]) is String)
        #expect(body["downloads"] is Int)
    }

    @Test("given an unknown id, when its detail or download is requested, then 404 comes back", arguments: [
        "/photos/NOPE", "/photos/NOPE/download", "/photos/\(DemoCatalog.id(at: 5_000))",
        // An id that is an encoded slash is one segment, not the listing's path.
        "/photos/%2F", "/photos/%2F/download", "/photos/a%2Fb",
    ])
    func unknownPhoto(target: String) {
        #expect(router.respond(to: DemoRequest(method: "GET", target: target, host: "h")).status == 404)
    }

    @Test("given a catalog id, when its download is triggered, then the answer names the file's URL")
    func download() throws {
        let id = DemoCatalog.id(at: 3)
        let body = try object(router.respond(to: DemoRequest(method: "GET", target: "/photos/\(id)/download?ixid=demo", host: "h:1")))
        #expect(body["url"] as? String == "http://h:1/images/\(id)?ixid=demo&fm=jpg")
    }
}
