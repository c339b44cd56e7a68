@testable import DemoServer
import Foundation
import Testing

@Suite("Collections: GET /collections, /collections/{id} and /collections/{id}/photos")
struct DemoCollectionRouteTests {
    /// A new router for each test (Swift Testing makes a new suite value per test), over the first 1,000
    /// photos of the catalog `photolist` serves.
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))
    private var catalog: DemoCatalog { client.router.catalog }

    @Test("given GET /collections, when answered, then each collection has exactly the keys of a 2023 collection Unsplash sent, down to its user, cover, previews and tags")
    func collectionShape() throws {
        let captured = try CapturedShapes.object("erball-collections-2023.json")
        let capturedTags = try CapturedShapes.json("erball-collections-2023.json") as? [[String: Any]] ?? []
        let collections = try client.objects("/collections?per_page=30")

        #expect(collections.count == DemoCollection.all.count)
        for collection in collections {
            let id = collection["id"] as? String ?? "?"
            #expect(CapturedShapes.keys(collection) == CapturedShapes.keys(captured), "\(id)")
            #expect(CapturedShapes.keys(collection["links"]) == CapturedShapes.keys(captured["links"]), "\(id)")
            #expect(CapturedShapes.keys(collection["user"]) == CapturedShapes.keys(captured["user"]), "\(id)")
            #expect(CapturedShapes.commonKeys(collection["preview_photos"]) == CapturedShapes.commonKeys(captured["preview_photos"]), "\(id)")
            // Every captured tag has a type and a title; some landing-page tags add a source.
            #expect(CapturedShapes.commonKeys(collection["tags"]) == CapturedShapes.commonKeys(capturedTags.flatMap { $0["tags"] as? [Any] ?? [] }))
            CapturedShapes.expectPhotoShape(collection["cover_photo"], like: captured["cover_photo"], "\(id)'s cover")
            #expect(collection["private"] as? Bool == false && (collection["share_key"] as? String)?.count == 32, "\(id)")
        }
        #expect(collections.contains { $0["description"] is NSNull } && collections.contains { $0["description"] is String })
    }

    @Test("given the default page size, when collections are listed, then 10 come with Link, X-Total and X-Per-Page as GET /photos sends them")
    func paging() throws {
        let total = DemoCollection.all.count
        let (body, response) = try client.json("/collections")

        #expect((body as? [Any])?.count == min(10, total))
        #expect(response.header("X-Total") == String(total) && response.header("X-Per-Page") == "10")
        #expect(response.header("Link")?.contains("<http://127.0.0.1:9/collections?page=2&per_page=10>; rel=\"next\"") == true)
        #expect(response.header("Link")?.contains("<http://127.0.0.1:9/collections?page=\((total + 9) / 10)&per_page=10>; rel=\"last\"") == true)
        let ids = try client.everyItem("/collections", perPage: 7).compactMap { $0["id"] as? String }
        #expect(ids == DemoCollection.all.map(\.id))
    }

    @Test("given the collection whose id begins with -, when it and its photos are asked for, then both are answered and its photos number its total_photos")
    func dashedID() throws {
        let dashed = try #require(DemoCollection.all.first { $0.id.hasPrefix("-") })

        let collection = try client.object("/collections/\(dashed.id)")
        let (_, first) = try client.json("/collections/\(dashed.id)/photos")
        let photos = try client.everyItem("/collections/\(dashed.id)/photos")

        #expect(collection["id"] as? String == dashed.id)
        #expect(collection.object("links")?["self"] as? String == "http://127.0.0.1:9/collections/\(dashed.id)")
        #expect(photos.compactMap { $0["id"] as? String } == dashed.members(count: catalog.count).map(DemoCatalog.id(at:)))
        #expect(first.header("X-Total") == String(photos.count) && collection["total_photos"] as? Int == photos.count)
        #expect((collection.object("cover_photo")?["id"] as? String) == photos.first?["id"] as? String)
    }

    @Test("given the collection whose title is not ASCII, when read back, then the title is unchanged and its web address percent-encodes it")
    func nonASCIITitle() throws {
        let collection = try #require(DemoCollection.all.first { !$0.title.allSatisfy(\.isASCII) })

        let body = try client.object("/collections/\(collection.id)")

        #expect(body["title"] as? String == collection.title)
        let html = try #require(body.object("links")?["html"] as? String)
        #expect(html.hasPrefix("http://127.0.0.1:9/collections/\(collection.id)/") && html.allSatisfy(\.isASCII))
        let slug = try #require(html.split(separator: "/").last.map(String.init))
        #expect(slug.removingPercentEncoding.map { $0 != slug && !$0.allSatisfy(\.isASCII) } == true)
    }

    @Test("given a collection, when its curator is looked up, then the user object is the cover photographer's, whose profile counts the collection")
    func curator() throws {
        let collection = try client.object("/collections/\(try #require(DemoCollection.all.first).id)")
        let user = try #require(collection.object("user"))
        let coverUser = try #require(collection.object("cover_photo")?.object("user"))
        let username = try #require(user["username"] as? String)

        #expect(NSDictionary(dictionary: user) == NSDictionary(dictionary: coverUser))
        let profile = try client.object("/users/\(username)")
        #expect(profile["total_collections"] as? Int ?? 0 >= 1 && profile["total_collections"] as? Int == user["total_collections"] as? Int)
    }

    @Test("given an orientation, when a collection's photos are listed, then only photos of that orientation come, and the Link keeps the filter")
    func orientation() throws {
        let id = try #require(DemoCollection.all.first { $0.size >= 60 }).id
        let (body, response) = try client.json("/collections/\(id)/photos?orientation=landscape&per_page=30")
        let photos = try #require(body as? [[String: Any]])

        #expect(!photos.isEmpty && photos.allSatisfy { ($0["width"] as? Int ?? 0) > ($0["height"] as? Int ?? 0) })
        #expect(response.header("Link")?.contains("/collections/\(id)/photos?orientation=landscape&page=1&per_page=30>; rel=\"first\"") == true)
    }

    @Test("given an unknown collection, when it or its photos are asked for, then 404 comes back with Unsplash's error body", arguments: [
        "/collections/0", "/collections/nope/photos", "/collections/4GMeN7EGgt", "/collections/%2D",
    ])
    func unknownCollection(target: String) {
        let response = client.get(target)
        #expect(response.status == 404)
        #expect(response.text == #"{"errors":["Couldn't find Collection"]}"#)
    }

    @Test("given a bad orientation, when a collection's photos are listed, then 400 comes back in Unsplash's error shape")
    func badOrientation() throws {
        let response = client.get("/collections/\(try #require(DemoCollection.all.first).id)/photos?orientation=wide")
        #expect(response.status == 400)
        #expect(response.text == #"{"errors":["orientation is invalid"]}"#)
    }
}
