@testable import DemoServer
import Foundation
import Testing

@Suite("Topics: GET /topics, /topics/{id_or_slug} and /topics/{id_or_slug}/photos")
struct DemoTopicRouteTests {
    /// A new router for each test (Swift Testing makes a new suite value per test), over the first 1,000
    /// photos of the catalog `photolist` serves.
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))
    private var catalog: DemoCatalog { client.router.catalog }

    /// The topic whose slug begins with `-`.
    private var dashedTopic: DemoTopic {
        get throws { try #require(DemoTopic.all.first { $0.slug.hasPrefix("-") }) }
    }

    @Test("given GET /topics, when answered, then each topic has exactly the keys of a topic Unsplash sent, down to its links, owners, cover and previews")
    func topicShape() throws {
        let captured = try CapturedShapes.object("erball-topics-2023.json")
        let topics = try client.objects("/topics?per_page=30")

        #expect(topics.count == DemoTopic.all.count)
        for topic in topics {
            let slug = topic["slug"] as? String ?? "?"
            #expect(CapturedShapes.keys(topic) == CapturedShapes.keys(captured), "\(slug)")
            #expect(CapturedShapes.keys(topic["links"]) == CapturedShapes.keys(captured["links"]), "\(slug)")
            #expect(CapturedShapes.commonKeys(topic["owners"]) == CapturedShapes.commonKeys(captured["owners"]), "\(slug)")
            #expect(CapturedShapes.commonKeys(topic["preview_photos"]) == CapturedShapes.commonKeys(captured["preview_photos"]), "\(slug)")
            let preview = try #require((topic["preview_photos"] as? [[String: Any]])?.first, "\(slug) has no preview")
            let capturedPreview = (captured["preview_photos"] as? [[String: Any]])?.first
            #expect(CapturedShapes.keys(preview["urls"]) == CapturedShapes.keys(capturedPreview?["urls"]), "\(slug)")
            CapturedShapes.expectPhotoShape(topic["cover_photo"], like: captured["cover_photo"], "\(slug)'s cover")
            let cover = try #require(topic.object("cover_photo"))
            #expect(CapturedShapes.keys(cover["user"]) == CapturedShapes.keys(captured.object("cover_photo")?["user"]), "\(slug)")
            #expect(topic["total_photos"] as? Int ?? 0 > 0 && topic["featured"] as? Bool == true, "\(slug)")
        }
    }

    @Test("given the default page size, when topics are paged, then page 2 is short and the Link, X-Total and X-Per-Page headers say so")
    func paging() throws {
        let total = DemoTopic.all.count
        let (body, response) = try client.json("/topics?page=2&per_page=5")
        let lastPage = (total + 4) / 5

        #expect((body as? [Any])?.count == min(5, total - 5))
        #expect(response.header("X-Total") == String(total))
        #expect(response.header("X-Per-Page") == "5")
        let link = try #require(response.header("Link"))
        for (page, relation) in [(1, "first"), (1, "prev"), (3, "next"), (lastPage, "last")] {
            #expect(link.contains("<http://127.0.0.1:9/topics?page=\(page)&per_page=5>; rel=\"\(relation)\""), "\(relation) in \(link)")
        }
        let ids = try client.objects("/topics?per_page=30").compactMap { $0["id"] as? String }
        #expect(ids == DemoTopic.all.map(\.id))
        #expect(try client.objects("/topics?per_page=30&order_by=oldest").compactMap { $0["id"] as? String }
            == DemoTopic.all.sorted { $0.publishedAt < $1.publishedAt }.map(\.id))
    }

    @Test("given the topic whose slug begins with -, when asked for by slug or by id, then it is answered, and its links keep the slug as it is")
    func dashedSlug() throws {
        let topic = try dashedTopic

        let bySlug = try client.object("/topics/\(topic.slug)")
        let byID = try client.object("/topics/\(topic.id)")

        #expect(bySlug["slug"] as? String == topic.slug && bySlug["id"] as? String == topic.id)
        #expect(NSDictionary(dictionary: bySlug) == NSDictionary(dictionary: byID))
        #expect(bySlug.object("links")?["self"] as? String == "http://127.0.0.1:9/topics/\(topic.slug)")
        #expect(bySlug.object("links")?["photos"] as? String == "http://127.0.0.1:9/topics/\(topic.slug)/photos")
        let listed = try client.objects("/topics?per_page=30").first { $0["slug"] as? String == topic.slug }
        #expect(listed.map { NSDictionary(dictionary: $0) } == NSDictionary(dictionary: bySlug))
    }

    @Test("given the dashed topic's photos, when every page is read, then they are exactly the catalog photos the topic contains, newest first, as many as its total_photos")
    func topicPhotos() throws {
        let topic = try dashedTopic
        let expected = try (0..<catalog.count).filter { topic.contains(try #require(catalog.photo(at: $0, baseURL: ""))) }

        let (_, first) = try client.json("/topics/\(topic.slug)/photos")
        let photos = try client.everyItem("/topics/\(topic.slug)/photos")

        #expect(photos.compactMap { $0["id"] as? String } == expected.map(DemoCatalog.id(at:)))
        #expect(first.header("X-Total") == String(expected.count))
        #expect(try client.object("/topics/\(topic.slug)")["total_photos"] as? Int == expected.count)
        #expect(first.header("Link")?.contains("<http://127.0.0.1:9/topics/\(topic.slug)/photos?page=2&per_page=10>; rel=\"next\"") == true)
    }

    @Test("given order_by and orientation, when a topic's photos are listed, then they come oldest or most liked first, and only in that orientation")
    func orderAndOrientation() throws {
        let oldest = try client.objects("/topics/nature/photos?order_by=oldest&per_page=30").compactMap { $0["id"] as? String }
        let latest = try client.everyItem("/topics/nature/photos").compactMap { $0["id"] as? String }
        #expect(oldest == Array(latest.reversed().prefix(30)))

        let popular = try client.objects("/topics/nature/photos?order_by=popular&per_page=30").compactMap { $0["likes"] as? Int }
        #expect(popular.count == 30 && popular == popular.sorted(by: >))

        let (body, response) = try client.json("/topics/nature/photos?orientation=portrait&per_page=30")
        let portraits = try #require(body as? [[String: Any]])
        #expect(!portraits.isEmpty && portraits.allSatisfy { ($0["height"] as? Int ?? 0) > ($0["width"] as? Int ?? 0) })
        #expect(response.header("Link")?.contains("/topics/nature/photos?orientation=portrait&page=1&per_page=30>; rel=\"first\"") == true)
    }

    @Test("given an unknown topic, when it or its photos are asked for, then 404 comes back with Unsplash's error body", arguments: [
        "/topics/nope", "/topics/nope/photos", "/topics/film", "/topics/--film", "/topics/%2Dfilm%2F",
    ])
    func unknownTopic(target: String) {
        let response = client.get(target)
        #expect(response.status == 404)
        #expect(response.text == #"{"errors":["Couldn't find Topic"]}"#)
    }

    @Test("given a bad order or orientation, when topics or a topic's photos are listed, then 400 comes back in Unsplash's error shape", arguments: [
        ("/topics?order_by=random", "order_by is invalid"), ("/topics/nature/photos?order_by=views", "order_by is invalid"),
        ("/topics/nature/photos?orientation=round", "orientation is invalid"),
    ])
    func badParameters(target: String, message: String) {
        let response = client.get(target)
        #expect(response.status == 400)
        #expect(response.text == #"{"errors":["\#(message)"]}"#)
    }
}
