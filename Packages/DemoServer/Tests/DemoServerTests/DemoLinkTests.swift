@testable import DemoServer
import Foundation
import Testing

@Suite("Every link in the demo API's answers answers")
struct DemoLinkTests {
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))

    /// Every string in `value` (a JSON value as `JSONSerialization` reads it) that is an address on this server.
    private func links(in value: Any) -> Set<String> {
        switch value {
        case let text as String: text.hasPrefix("http://\(client.host)/") ? [text] : []
        case let array as [Any]: array.reduce(into: []) { $0.formUnion(links(in: $1)) }
        case let object as [String: Any]: object.values.reduce(into: []) { $0.formUnion(links(in: $1)) }
        default: []
        }
    }

    @Test("given the first answers a client reads (photos, a photo, topics, collections, a user), when every address they hold is asked for, then each answers 200")
    func everyLinkAnswers() throws {
        let photos = try client.objects("/photos?per_page=5")
        let id = try #require(photos.first?["id"] as? String)
        let username = try #require((photos.first?["user"] as? [String: Any])?["username"] as? String)
        let topic = try #require(try client.objects("/topics").first?["slug"] as? String)
        let answers: [Any] = [
            photos, try client.object("/photos/\(id)"), try client.objects("/topics"), try client.object("/topics/\(topic)"),
            try client.objects("/collections"), try client.object("/users/\(username)"),
        ]
        let addresses = answers.reduce(into: Set<String>()) { $0.formUnion(links(in: $1)) }

        let failing = addresses.sorted().compactMap { address -> String? in
            let target = String(address.dropFirst("http://\(client.host)".count))
            // A large picture takes a second or more to make in a debug build: its photo is looked up
            // instead (DemoImageTests makes pictures of every size); the small ones are made.
            let width = URLComponents(string: target)?.queryItems?.first { $0.name == "w" }?.value.flatMap { Int($0) }
            if target.hasPrefix("/images/"), !target.hasPrefix("/images/\(DemoRouter.profilePicturePrefix)"), (width ?? .max) > 400 {
                let id = target.dropFirst("/images/".count).prefix { $0 != "?" }
                return client.router.catalog.index(of: String(id)) != nil ? nil : "no photo \(target)"
            }
            let response = client.get(target)
            let type = response.headers.first { $0.0 == "Content-Type" }?.1 ?? ""
            let expected = target.hasPrefix("/images/") ? "image/jpeg" : Self.isPage(target) ? "text/html" : "application/json"
            return response.status == 200 && type.hasPrefix(expected) ? nil : "\(response.status) \(type) \(target)"
        }

        #expect(addresses.count > 50, "\(addresses.count) addresses")
        #expect(failing.isEmpty, "\(failing)")
    }

    /// Whether `target` is one of the website's pages rather than an API address.
    private static func isPage(_ target: String) -> Bool {
        let path = target.prefix { $0 != "?" }
        let segments = path.split(separator: "/")
        return path.hasPrefix("/p/") || path.hasPrefix("/@") || path.hasPrefix("/t/")
            || segments.count == 3 && segments[0] == "collections" && !DemoRouter.collectionAPIPaths.contains(String(segments[2]))
    }

    @Test("given a user, when their likes, followers, following and portfolio are asked for, then the lists are empty pages of a list, the portfolio an object with its url; an unknown user is a 404")
    func userExtrasHaveUnsplashsShapes() throws {
        let user = try #require(try client.objects("/photos?per_page=1").first?["user"] as? [String: Any])
        let username = try #require(user["username"] as? String)

        for extra in ["likes", "followers", "following"] {
            let (body, response) = try client.json("/users/\(username)/\(extra)")
            #expect((body as? [Any])?.isEmpty == true, "\(extra)")
            #expect(response.headers.contains { $0 == ("X-Total", "0") }, "\(extra): \(response.headers)")
        }
        let portfolio = try client.object("/users/\(username)/portfolio")
        #expect(Set(portfolio.keys) == ["url"] && portfolio["url"] as? String == user["portfolio_url"] as? String)
        #expect(client.get("/users/\(username)/likes?order_by=sideways").status == 400)
        let ordered = client.get("/users/\(username)/likes?order_by=oldest")
        #expect(ordered.headers.first { $0.0 == "Link" }?.1.contains("order_by=oldest") == true, "\(ordered.headers)")
        #expect(client.get("/users/nobody-is-called-this/likes").status == 404)
        #expect(client.get("/users/nobody-is-called-this/portfolio").status == 404)
    }

    @Test("given a collection, when a page with another slug or an API path is asked for, then the one is a 404 page and the others stay the API's")
    func collectionPagesLeaveTheAPIAlone() throws {
        let collection = try #require(try client.objects("/collections").first)
        let id = try #require(collection["id"] as? String)

        let wrongSlug = client.get("/collections/\(id)/not-its-title")
        #expect(wrongSlug.status == 404 && wrongSlug.headers.contains { $0.0 == "Content-Type" && $0.1.hasPrefix("text/html") })
        #expect(try client.json("/collections/\(id)/photos").body is [Any])
        #expect(try client.json("/collections/\(id)/related").body is [Any])
    }

    @Test("given a user's profile picture, when it is asked for at each size, then it is a square JPEG of that side, as djpeg reads it")
    func profilePicturesAreSquareJPEGs() throws {
        let user = try #require(try client.objects("/photos?per_page=1").first?["user"] as? [String: Any])
        let images = try #require(user["profile_image"] as? [String: String])

        for (size, side) in [("small", 32), ("medium", 64), ("large", 128)] {
            let address = try #require(images[size])
            let response = client.get(String(address.dropFirst("http://\(client.host)".count)))
            #expect(response.status == 200 && response.headers.contains { $0 == ("Content-Type", "image/jpeg") }, "\(size)")
            let decoded = try JPEGTool.decode(response.body)
            #expect(decoded.status == 0 && decoded.width == side && decoded.height == side, "\(size): \(decoded.width)×\(decoded.height) \(decoded.messages)")
        }
        #expect(client.get("/images/profile-nobody-is-called-this?w=32").status == 404)
    }
}
