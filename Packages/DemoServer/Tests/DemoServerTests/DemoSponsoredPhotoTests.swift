@testable import DemoServer
import Foundation
import Testing

@Suite("Sponsored and Unsplash+ photos in the catalog")
struct DemoSponsoredPhotoTests {
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))

    /// Whether `photo` (a parsed photo object) is an advertisement.
    private func isSponsored(_ photo: [String: Any]) -> Bool {
        !(photo["sponsorship"] is NSNull)
    }

    @Test("given the first page of 30, when listed, then its first rows are ordinary and it holds a sponsored and an Unsplash+ photo, where the catalog says")
    func firstPage() throws {
        let photos = try client.objects("/photos?per_page=30")

        #expect(photos.count == 30)
        #expect(photos.prefix(3).allSatisfy { !isSponsored($0) })
        #expect(photos.enumerated().allSatisfy { isSponsored($1) == DemoCatalog.isSponsored(at: $0) })
        #expect(photos.enumerated().allSatisfy { $1["plus"] as? Bool == DemoCatalog.isPlus(at: $0) && $1["premium"] as? Bool == DemoCatalog.isPlus(at: $0) })
        #expect(photos.contains(where: isSponsored))
        #expect(photos.contains { $0["plus"] as? Bool == true })
        #expect(!photos.contains { isSponsored($0) && $0["plus"] as? Bool == true })
    }

    @Test("given the default first page of 10, when listed, then it too holds a sponsored and an Unsplash+ photo")
    func defaultFirstPage() throws {
        let photos = try client.objects("/photos")
        #expect(photos.contains(where: isSponsored) && photos.contains { $0["plus"] as? Bool == true })
    }

    @Test("given a sponsored photo, when listed, then its sponsorship has the keys of a real one, its sponsor is a user object like a real sponsor's, and the sponsor posted it")
    func sponsorshipShape() throws {
        let captured = try #require((try CapturedShapes.json("erball-photos-list-2023.json") as? [[String: Any]])?.first { !($0["sponsorship"] is NSNull) })
        let capturedSponsorship = try #require(captured.object("sponsorship"))
        let photo = try #require(try client.objects("/photos?per_page=30").first(where: isSponsored))
        let sponsorship = try #require(photo.object("sponsorship"))

        #expect(CapturedShapes.keys(sponsorship) == CapturedShapes.keys(capturedSponsorship))
        #expect(CapturedShapes.keys(sponsorship["sponsor"]) == CapturedShapes.keys(capturedSponsorship["sponsor"]))
        #expect(CapturedShapes.keys(photo) == CapturedShapes.keys(captured).union(CapturedShapes.laterPhotoKeys))
        #expect(sponsorship["impression_urls"] is [String])
        #expect((sponsorship["tagline"] as? String)?.isEmpty == false)
        #expect((sponsorship["tagline_url"] as? String)?.hasPrefix("https://") == true)
        let sponsor = try #require(sponsorship.object("sponsor"))
        #expect(NSDictionary(dictionary: sponsor) == NSDictionary(dictionary: try #require(photo.object("user"))))
        #expect(sponsor["name"] as? String == DemoCatalog.sponsorName(at: try #require(client.router.catalog.index(of: photo["id"] as? String ?? ""))))
    }

    @Test("given an Unsplash+ photo, when listed and detailed, then premium and plus are true and its pictures are still served by the demo")
    func plusPhoto() throws {
        let photos = try client.objects("/photos?per_page=30")
        let plus = try #require(photos.first { $0["plus"] as? Bool == true })
        let id = try #require(plus["id"] as? String)

        #expect(plus["premium"] as? Bool == true)
        let urls = try #require(plus["urls"] as? [String: String])
        #expect(urls.values.allSatisfy { $0.hasPrefix("http://127.0.0.1:9/images/\(id)") })
        #expect(client.get("/images/\(id)?w=40").header("Content-Type") == "image/jpeg")
        let detail = try client.object("/photos/\(id)")
        #expect(detail["plus"] as? Bool == true && detail["premium"] as? Bool == true)
    }

    @Test("given common searches, when their first page of 30 is read, then each holds a sponsored photo", arguments: [
        "forest", "lake", "sea", "misty+forest", "mountain",
    ])
    func searchesHoldSponsoredPhotos(query: String) throws {
        let results = try #require(try client.object("/search/photos?per_page=30&query=\(query)")["results"] as? [[String: Any]])
        #expect(results.contains(where: isSponsored))
    }

    @Test("given the whole catalog, when counted, then a small share is sponsored, a small share is Unsplash+, and none is both")
    func shares() {
        let count = 10_000
        let sponsored = (0..<count).filter(DemoCatalog.isSponsored(at:))
        let plus = (0..<count).filter(DemoCatalog.isPlus(at:))

        #expect((count / 20...count / 15).contains(sponsored.count))
        #expect((count / 20...count / 10).contains(plus.count))
        #expect(Set(sponsored).isDisjoint(with: plus))
        #expect(sponsored.allSatisfy { $0 > 2 })
    }
}
