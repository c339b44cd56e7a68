@testable import DemoServer
import Foundation
import Testing

@Suite("Users: GET /users/{username} and /users/{username}/photos")
struct DemoUserRouteTests {
    /// A new router for each test (Swift Testing makes a new suite value per test), over the first 1,000
    /// photos of the catalog `photolist` serves.
    private let client = RouterClient(router: DemoRouter(catalog: DemoCatalog(count: 1_000)))
    private var catalog: DemoCatalog { client.router.catalog }

    /// The username of the photographer of catalog photo `index`.
    private func username(at index: Int) throws -> String {
        try #require(catalog.photo(at: index, baseURL: "")).user.username
    }

    /// A photographer with more than one photo in the catalog, and their photos' indices.
    private func prolificPhotographer() throws -> (username: String, indices: [Int]) {
        let index = try #require(try (0..<catalog.count).first {
            try !DemoCatalog.isSponsored(at: $0) && catalog.photoIndices(byUsername: username(at: $0)).count > 1
        })
        let name = try username(at: index)
        return (name, catalog.photoIndices(byUsername: name))
    }

    @Test("given a photographer's username, when their profile is asked for, then it has exactly the keys of a 2023 profile Unsplash sent, down to links, images, social, photos and tags")
    func profileShape() throws {
        let captured = try CapturedShapes.object("erball-user-2023.json")

        let profile = try client.object("/users/\(try username(at: 10))")

        #expect(CapturedShapes.keys(profile) == CapturedShapes.keys(captured))
        for key in ["links", "profile_image", "social", "tags", "meta"] {
            #expect(CapturedShapes.keys(profile[key]) == CapturedShapes.keys(captured[key]), "\(key)")
        }
        #expect(CapturedShapes.commonKeys(profile["photos"]) == CapturedShapes.commonKeys(captured["photos"]))
        #expect(CapturedShapes.commonKeys(profile.object("tags")?["custom"]) == ["title", "type"])
        #expect(profile["badge"] is NSNull)
    }

    @Test("given a sponsor's account, when its profile is asked for, then it has the capture's keys and a badge shaped like the capture's")
    func sponsorProfile() throws {
        let captured = try CapturedShapes.object("erball-user-2023.json")
        let index = try #require((0..<catalog.count).first(where: DemoCatalog.isSponsored(at:)))
        let sponsor = try username(at: index)

        let profile = try client.object("/users/\(sponsor)")
        let (_, photos) = try client.json("/users/\(sponsor)/photos")

        #expect(CapturedShapes.keys(profile) == CapturedShapes.keys(captured))
        #expect(CapturedShapes.keys(profile["badge"]) == CapturedShapes.keys(captured["badge"]))
        #expect(profile["last_name"] is NSNull && profile["name"] as? String == DemoCatalog.sponsorName(at: index))
        #expect(photos.header("X-Total") == String(catalog.photoIndices(byUsername: sponsor).count))
        #expect(profile["total_photos"] as? Int == catalog.photoIndices(byUsername: sponsor).count)
    }

    @Test("given a photographer with several photos, when their photos are paged one at a time, then every page is theirs, Link walks all of them and X-Total is their total_photos")
    func photographerPhotos() throws {
        let (name, indices) = try prolificPhotographer()

        let (_, first) = try client.json("/users/\(name)/photos?per_page=1")
        let photos = try client.everyItem("/users/\(name)/photos", perPage: 1)
        let profile = try client.object("/users/\(name)")

        #expect(photos.compactMap { $0["id"] as? String } == indices.map(DemoCatalog.id(at:)))
        #expect(photos.allSatisfy { $0.object("user")?["username"] as? String == name })
        #expect(first.header("X-Total") == String(indices.count) && profile["total_photos"] as? Int == indices.count)
        let link = try #require(first.header("Link"))
        #expect(link.contains("<http://127.0.0.1:9/users/\(name)/photos?page=2&per_page=1>; rel=\"next\""))
        #expect(link.contains("<http://127.0.0.1:9/users/\(name)/photos?page=\(indices.count)&per_page=1>; rel=\"last\""))
        let oldest = try client.objects("/users/\(name)/photos?order_by=oldest").compactMap { $0["id"] as? String }
        #expect(oldest == indices.reversed().map(DemoCatalog.id(at:)))
    }

    @Test("given a photographer, when every photo of theirs is read, then each carries the same user object, and the profile agrees with it")
    func oneUserEverywhere() throws {
        let (name, indices) = try prolificPhotographer()
        let profile = try client.object("/users/\(name)")

        let users = try indices.map { try #require(try client.object("/photos/\(DemoCatalog.id(at: $0))").object("user")) }

        #expect(Set(users.map { NSDictionary(dictionary: $0) }).count == 1)
        let user = try #require(users.first)
        #expect(NSDictionary(dictionary: profile.filter { user.keys.contains($0.key) }) == NSDictionary(dictionary: user))
    }

    @Test("given a photographer, when their web page and their profile are read, then both give the same name, biography and photos")
    func pageAgrees() throws {
        let (name, _) = try prolificPhotographer()
        let profile = try client.object("/users/\(name)")
        let page = client.get("/@\(name)").text

        #expect(page.contains("<h1>\(try #require(profile["name"] as? String))</h1>"))
        #expect(page.contains("@\(name) · \(try #require(profile["bio"] as? String))"))
        let listed = page.components(separatedBy: "<a href=\"/p/").dropFirst().map { String($0.prefix(11)) }
        let photos = try client.everyItem("/users/\(name)/photos").compactMap { $0["id"] as? String }
        #expect(listed == Array(photos.prefix(DemoListingPage.maximumPhotos)))
    }

    @Test("given a sponsor's account, when its web page is asked for, then it lists the photos it posted")
    func sponsorPage() throws {
        let sponsor = try username(at: try #require((0..<catalog.count).first(where: DemoCatalog.isSponsored(at:))))
        let response = client.get("/@\(sponsor)")

        #expect(response.status == 200)
        #expect(response.text.contains("<a href=\"/p/\(DemoCatalog.id(at: catalog.photoIndices(byUsername: sponsor)[0]))\">"))
    }

    @Test("given an unknown username, when the profile or the photos are asked for, then 404 comes back with Unsplash's error body", arguments: [
        "/users/nobody", "/users/nobody5/photos", "/users/adaabara999", "/users/adaabara05", "/users/-rf",
    ])
    func unknownUser(target: String) {
        let response = client.get(target)
        #expect(response.status == 404)
        #expect(response.text == #"{"errors":["Couldn't find User"]}"#)
    }

    @Test("given a bad order or orientation, when a user's photos are listed, then 400 comes back in Unsplash's error shape", arguments: [
        ("order_by=likes", "order_by is invalid"), ("orientation=tall", "orientation is invalid"),
    ])
    func badParameters(query: String, message: String) throws {
        let response = client.get("/users/\(try username(at: 10))/photos?\(query)")
        #expect(response.status == 400)
        #expect(response.text == #"{"errors":["\#(message)"]}"#)
    }
}
