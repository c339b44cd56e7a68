@testable import DemoServer
import Foundation
import Testing

@Suite("Random photos: GET /photos/random")
struct DemoRandomRouteTests {
    /// A new router for each test (Swift Testing makes a new suite value per test), over the first 1,000
    /// photos of the catalog `photolist` serves.
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))
    private var catalog: DemoCatalog { client.router.catalog }

    @Test("given no count, when a random photo is asked for, then one detail-shaped photo comes with the keys of a random photo Unsplash sent")
    func single() throws {
        let captured = try CapturedShapes.object("rb-random-2023.json")

        let photo = try client.object("/photos/random")

        CapturedShapes.expectPhotoShape(photo, like: captured, "a random photo")
        for key in ["exif", "location", "urls", "links", "user", "meta"] {
            #expect(CapturedShapes.keys(photo[key]) == CapturedShapes.keys(captured[key]), "\(key)")
        }
        #expect(CapturedShapes.keys(photo.object("location")?["position"]) == CapturedShapes.keys(captured.object("location")?["position"]))
        #expect(CapturedShapes.commonKeys(photo["tags"]) == ["title", "type"] && CapturedShapes.commonKeys(photo["tags_preview"]) == ["title", "type"])
        #expect(catalog.index(of: try #require(photo["id"] as? String)) != nil)
    }

    @Test("given one router, when random photos are asked for again and again, then each is a catalog photo and consecutive answers differ")
    func differsBetweenCalls() throws {
        let ids = try (0..<8).map { _ in try #require(try client.object("/photos/random")["id"] as? String) }

        #expect(ids.allSatisfy { catalog.index(of: $0) != nil })
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 != $1 })
        // A new router draws the same sequence, so a failure can be replayed.
        let fresh = RouterClient(router: DemoRouter(catalog: catalog))
        #expect(try fresh.object("/photos/random")["id"] as? String == ids.first)
    }

    @Test("given count, when random photos are asked for, then an array of that many distinct detail-shaped photos comes, shaped like a captured count=9 answer", arguments: [1, 9, 30])
    func count(_ count: Int) throws {
        let captured = try CapturedShapes.json("taskify-random-count9-2023a.json")

        let photos = try client.objects("/photos/random?count=\(count)")

        #expect(photos.count == count)
        #expect(Set(photos.compactMap { $0["id"] as? String }).count == count)
        for photo in photos {
            #expect(CapturedShapes.commonKeys(captured).subtracting(photo.keys).isEmpty)
            #expect(photo["exif"] != nil && photo["views"] is Int && photo["topics"] is [Any])
        }
    }

    @Test("given a count outside 1…30 or not a number, when random photos are asked for, then 400 says count must be between 1 and 30", arguments: [
        "0", "31", "-1", "nine", "",
    ])
    func badCount(count: String) {
        let response = client.get("/photos/random?count=\(count)")
        #expect(response.status == 400)
        #expect(response.text == #"{"errors":["count must be between 1 and 30"]}"#)
    }

    @Test("given filters, when random photos are drawn, then every one fits them: a user, a topic (by a slug that begins with -), a collection, a query, an orientation")
    func filters() throws {
        let username = try #require(catalog.photo(at: 10, baseURL: "")).user.username
        let byUser = try client.objects("/photos/random?count=3&username=\(username)")
        #expect(!byUser.isEmpty && byUser.allSatisfy { $0.object("user")?["username"] as? String == username })

        let film = try #require(DemoTopic.all.first { $0.slug.hasPrefix("-") })
        let inTopic = try client.objects("/photos/random?count=10&topics=\(film.slug)")
        #expect(inTopic.count == 10 && inTopic.allSatisfy { ($0["topics"] as? [[String: Any]])?.contains { $0["slug"] as? String == film.slug } == true })

        let collection = try #require(DemoCollection.all.first { $0.id.hasPrefix("-") })
        let members = Set(collection.members(count: catalog.count).map(DemoCatalog.id(at:)))
        let inCollection = try client.objects("/photos/random?count=5&collections=\(collection.id)")
        #expect(inCollection.count == 5 && inCollection.allSatisfy { members.contains($0["id"] as? String ?? "") })

        let forests = try client.objects("/photos/random?count=5&query=forest&orientation=portrait")
        #expect(forests.count == 5)
        #expect(forests.allSatisfy { ($0["alt_description"] as? String ?? "").contains("forest") || ($0["description"] as? String ?? "").lowercased().contains("forest") })
        #expect(forests.allSatisfy { ($0["height"] as? Int ?? 0) > ($0["width"] as? Int ?? 0) })
    }

    @Test("given a filter naming nothing, when a random photo is asked for, then 404 names what was not found", arguments: [
        ("username=nobody", "Couldn't find User"), ("topics=nope", "Couldn't find Topic"), ("collections=0", "Couldn't find Collection"),
        ("query=zzzqqq", "Couldn't find Photo"), ("orientation=sideways", nil),
    ] as [(String, String?)])
    func filtersNamingNothing(query: String, message: String?) {
        let response = client.get("/photos/random?\(query)")
        #expect(response.status == (message == nil ? 400 : 404))
        #expect(response.text == #"{"errors":["\#(message ?? "orientation is invalid")"]}"#)
    }

    @Test("given /photos/random, when routed, then it is never looked up as a photo whose id is random, and its download is an unknown photo")
    func randomIsARoute() throws {
        let photo = try client.object("/photos/random")
        #expect(photo["id"] as? String != "random")
        #expect(client.get("/photos/random/download").text == #"{"errors":["Couldn't find Photo"]}"#)
    }
}
