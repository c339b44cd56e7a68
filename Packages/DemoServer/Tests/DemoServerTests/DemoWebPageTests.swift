@testable import DemoServer
import Foundation
import Testing

@Suite("Demo web pages")
struct DemoWebPageTests {
    private let catalog = DemoCatalog(count: 1_000)
    private var router: DemoRouter { DemoRouter(catalog: catalog) }
    private let referral = "utm_source=photolist&utm_medium=referral"

    private func get(_ target: String) -> (status: Int, type: String?, html: String) {
        let response = router.respond(to: DemoRequest(method: "GET", target: target, host: "127.0.0.1:9"))
        let type = response.headers.first { $0.0 == "Content-Type" }?.1
        return (response.status, type, String(decoding: response.body, as: UTF8.self))
    }

    @Test("given a catalog photo, when its page is asked for with referral parameters, then an HTML page shows its picture, title and photographer")
    func photoPage() throws {
        let photo = try #require(catalog.photo(at: 4, baseURL: ""))

        let page = get("/p/\(photo.id)?\(referral)")

        #expect(page.status == 200)
        #expect(page.type == "text/html; charset=utf-8")
        #expect(page.html.hasPrefix("<!DOCTYPE html>"))
        #expect(page.html.contains("<img src=\"/images/\(photo.id)?w=1080\""))
        #expect(page.html.contains("<h1>\(try #require(photo.description))</h1>"))
        #expect(page.html.contains("Photo by <a href=\"/@\(photo.user.username)\">\(photo.user.firstName) \(photo.user.lastName)</a>"))
    }

    @Test("given a photo without a description, when its page is asked for, then its alternative text is the title")
    func photoPageWithoutDescription() throws {
        let photo = try #require(catalog.photo(at: 3, baseURL: ""))  // every 7th photo from index 3 has none
        #expect(photo.description == nil)

        #expect(get("/p/\(photo.id)").html.contains("<h1>\(photo.altDescription)</h1>"))
    }

    @Test("given a photographer's username, when their page is asked for with referral parameters, then it lists their photos, each linking to its page")
    func photographerPage() throws {
        let photo = try #require(catalog.photo(at: 10, baseURL: ""))

        let page = get("/@\(photo.user.username)?\(referral)")

        #expect(page.status == 200)
        #expect(page.type == "text/html; charset=utf-8")
        #expect(page.html.contains("<h1>\(photo.user.firstName) \(photo.user.lastName)</h1>"))
        #expect(page.html.contains("<a href=\"/p/\(photo.id)\">"))
        let listed = page.html.components(separatedBy: "<a href=\"/p/").dropFirst().map { String($0.prefix(11)) }
        #expect(!listed.isEmpty && listed.count <= DemoListingPage.maximumPhotos)
        #expect(listed.allSatisfy { id in catalog.index(of: id).flatMap { catalog.photo(at: $0, baseURL: "") }?.user.username == photo.user.username })
    }

    @Test("given an unknown photo or photographer, when the page is asked for, then a 404 HTML page says so", arguments: [
        "/p/NOPE", "/p/\(DemoCatalog.id(at: 5_000))", "/p/%3Cscript%3E", "/@nobody", "/@nobody5", "/@", "/@adaabara999",
    ])
    func unknownPages(target: String) {
        let page = get(target)

        #expect(page.status == 404)
        #expect(page.type == "text/html; charset=utf-8")
        #expect(page.html.contains("<h1>Not found</h1>"))
        #expect(!page.html.contains("<script>"))
    }

    @Test("given a photo whose title and photographer carry markup, when its page is written, then every text is escaped")
    func hostileTextIsEscaped() throws {
        let hostile = "<script>alert(\"x\")</script> & 'quoted'"
        let sample = try #require(catalog.photo(at: 1, baseURL: ""))
        let user = DemoUser(id: "u", username: "evil\"><b>1", firstName: "<b>Eve</b>", lastName: "&amp;", location: "<i>x</i>", totalPhotos: 1)
        let photo = DemoPhoto(
            id: "<id>", index: 1, created: sample.created, width: 4_000, height: 3_000, color: sample.color, look: sample.look,
            likes: 1, description: hostile, altDescription: "\"><img src=x onerror=alert(1)>", user: user, baseURL: ""
        )

        let pages = [DemoPhotoPage.html(photo), DemoPhotographerPage.html([photo]), DemoHTML.notFound(hostile)]

        for page in pages {
            #expect(!page.contains("<script>") && !page.contains("<b>") && !page.contains("<i>") && !page.contains("<img src=x"))
            #expect(!page.contains("evil\">") && !page.contains("onerror=alert(1)>"))
        }
        #expect(pages[0].contains("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;</h1>"))
        #expect(pages[0].contains("Photo by <a href=\"/@evil&quot;&gt;&lt;b&gt;1\">&lt;b&gt;Eve&lt;/b&gt; &amp;amp;</a>"))
        #expect(pages[1].contains("Photographer based in &lt;i&gt;x&lt;/i&gt;."))
    }

    @Test("given a web page, when it is served, then no rate-limit headers come with it (pages are the website's, not the API's)")
    func pagesCountNoQuota() throws {
        let photo = try #require(catalog.photo(at: 2, baseURL: ""))
        let response = router.respond(to: DemoRequest(method: "GET", target: "/p/\(photo.id)", host: nil))

        #expect(!response.headers.contains { $0.0.lowercased().hasPrefix("x-ratelimit") })
    }
}

@Suite("Demo web pages over a real socket", .timeLimit(.minutes(1)))
struct DemoWebPageSocketTests {
    @Test("given a started server, when the page links of a listed photo are followed with referral parameters, then both pages are served")
    func followsListedLinks() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 100))
        let list = try RawHTTP.get(port: server.port, targets: ["/photos?per_page=1"])[0]
        let body = try #require(list.components(separatedBy: "\r\n\r\n").last)
        let photo = try #require(try (JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])?.first)
        let page = try #require((photo["links"] as? [String: String])?["html"])
        let profile = try #require(((photo["user"] as? [String: Any])?["links"] as? [String: String])?["html"])
        let origin = "http://127.0.0.1:\(server.port)"
        #expect(page.hasPrefix(origin) && profile.hasPrefix(origin))

        let replies = try RawHTTP.get(port: server.port, targets: [
            String(page.dropFirst(origin.count)) + "?utm_source=photolist&utm_medium=referral",
            String(profile.dropFirst(origin.count)) + "?utm_source=photolist&utm_medium=referral",
            "/p/NOPE?utm_source=photolist",
        ])
        try await server.shutdown()

        #expect(replies[0].hasPrefix("HTTP/1.1 200 OK") && replies[0].contains("Content-Type: text/html; charset=utf-8"))
        #expect(replies[0].contains("<img src=\"/images/\(photo["id"] as? String ?? "?")?w="))
        #expect(replies[1].hasPrefix("HTTP/1.1 200 OK") && replies[1].contains("<a href=\"/p/\(photo["id"] as? String ?? "?")\">"))
        #expect(replies[2].hasPrefix("HTTP/1.1 404 Not Found") && replies[2].contains("<h1>Not found</h1>"))
    }
}
