@testable import DemoServer
import Foundation
import Testing

@Suite("Photo detail extras: topics and the photographer's profile fields")
struct DemoPhotoDetailExtrasTests {
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))
    private var catalog: DemoCatalog { client.router.catalog }

    @Test("given a detail, when read, then its topics are short topic objects, exactly the topics whose photo listings hold the photo")
    func topicsAgreeWithTopicListings() throws {
        let router = client.router
        let members = router.topicMembersByNumber()
        for index in [7, 8, 9, 10, 11] {
            let detail = try client.object("/photos/\(DemoCatalog.id(at: index))")
            let topics = try #require(detail["topics"] as? [[String: Any]])

            #expect(topics.allSatisfy { Set($0.keys) == ["id", "title", "slug", "visibility"] }, "photo \(index)")
            let listed = DemoTopic.all.filter { members[$0.number].contains(index) }.map(\.slug)
            #expect(topics.compactMap { $0["slug"] as? String } == listed, "photo \(index)")
            for topic in topics {
                let found = try client.object("/topics/\(try #require(topic["id"] as? String))")
                #expect(found["slug"] as? String == topic["slug"] as? String && found["title"] as? String == topic["title"] as? String)
            }
        }
    }

    @Test("given many details, when read, then some name topics, and the captured detail's extras (meta, public_domain, tags_preview, location position) are all there")
    func extrasPresent() throws {
        let captured = try CapturedShapes.object("rb-random-2023.json")
        var topicCounts: [Int] = []
        for index in 20..<40 {
            let detail = try client.object("/photos/\(DemoCatalog.id(at: index))")
            topicCounts.append((detail["topics"] as? [Any])?.count ?? -1)
            CapturedShapes.expectPhotoShape(detail, like: captured, "detail \(index)")
            #expect(CapturedShapes.keys(detail.object("location")?["position"]) == ["latitude", "longitude"])
        }
        #expect(topicCounts.allSatisfy { $0 >= 0 } && topicCounts.contains { $0 > 0 })
    }

    @Test("given a detail, when its user is read, then it carries location, bio, portfolio_url and total_photos, as its profile does")
    func userExtras() throws {
        var portfolios: Set<Bool> = []
        for index in [1, 4, 7, 10, 13, 16, 19, 25, 28, 31, 34, 37] {
            let user = try #require(try client.object("/photos/\(DemoCatalog.id(at: index))").object("user"))
            let username = try #require(user["username"] as? String)
            let profile = try client.object("/users/\(username)")

            for key in ["location", "bio", "portfolio_url", "total_photos", "for_hire", "name"] {
                #expect(user[key] != nil && NSDictionary(dictionary: [key: user[key] as Any]) == NSDictionary(dictionary: [key: profile[key] as Any]),
                        "photo \(index): \(key)")
            }
            #expect((user["location"] as? String)?.isEmpty == false && (user["bio"] as? String)?.isEmpty == false)
            #expect(user["total_photos"] as? Int == catalog.photoIndices(byUsername: username).count)
            if let portfolio = user["portfolio_url"] as? String {
                #expect(portfolio.hasPrefix("https://") && portfolio.contains(".example"))
                #expect((user.object("social")?["portfolio_url"] as? String) == portfolio)
                portfolios.insert(true)
            } else {
                #expect(user["portfolio_url"] is NSNull)
                portfolios.insert(false)
            }
        }
        // Some photographers link a site and some do not, as on Unsplash.
        #expect(portfolios == [true, false])
    }

    @Test("given the photographers of the catalog, when their names are folded to usernames, then no two name pairs share a username")
    func usernamesAreUnique() {
        #expect(DemoPhotographer.namesByStem.count == Vocabulary.firstNames.count * Vocabulary.lastNames.count)
    }
}
