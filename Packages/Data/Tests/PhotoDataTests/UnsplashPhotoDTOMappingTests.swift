import Domain
import Foundation
@testable import PhotoData
import Testing

@Suite("Unsplash photo DTO decoding and mapping")
struct UnsplashPhotoDTOMappingTests {
    private func fixturePhotos() throws -> [Photo] {
        let url = try #require(Bundle.module.url(forResource: "unsplash-photos-page", withExtension: "json", subdirectory: "Fixtures"))
        let dtos = try JSONDecoder().decode([UnsplashPhotoDTO].self, from: Data(contentsOf: url))
        return dtos.compactMap { $0.toDomain() }
    }

    @Test("given a full Unsplash photo object, when mapped, then every field reaches the domain photo")
    func fullObject() throws {
        let photo = try #require(try fixturePhotos().first)

        #expect(photo.id == "LBI7cgq3pbM")
        #expect(photo.width == 5245)
        #expect(photo.height == 3497)
        #expect(photo.color == RGBColor(red: 0x60, green: 0x54, blue: 0x4D))
        #expect(photo.blurHash == "LoC%a7IoIVxZ_NM|M{s:%hRjWAo0")
        #expect(photo.description == "A man drinking a coffee.")
        #expect(photo.likes == 12)
        #expect(photo.author == Author(username: "poorkane", name: "Gilbert Kane", profileURL: URL(string: "https://unsplash.com/poorkane?utm_source=photolist&utm_medium=referral")))
        #expect(photo.urls.small.absoluteString == "https://images.unsplash.com/face-springmorning.jpg?q=75&fm=jpg&w=400&fit=max")
        #expect(photo.urls.page?.absoluteString == "https://unsplash.com/photos/LBI7cgq3pbM?utm_source=photolist&utm_medium=referral")
        // 2016-05-03T11:00:28-04:00 is 15:00:28 UTC.
        #expect(photo.createdAt == Date(timeIntervalSince1970: 1_462_287_628))
    }

    @Test("given an object with null optional fields, when mapped, then they become nil and the name falls back to the username")
    func nullOptionals() throws {
        let photo = try #require(try fixturePhotos().last)

        #expect(photo.color == nil)
        #expect(photo.blurHash == nil)
        #expect(photo.description == nil)
        #expect(photo.author.name == "exampleuser")
        #expect(photo.urls.page == nil)
        #expect(photo.createdAt == Date(timeIntervalSince1970: 1_462_273_228))
    }

    @Test("given a page with items whose ids no one could type back (a space, a zero-width space, 257 characters), when its photos are read, then those are dropped and the plain one kept; the same item alone, as a detail fetched by an id already held, still maps", arguments: [
        "a b", "a\u{200B}b", String(repeating: "x", count: 257),
    ])
    func untypableIDsAreDroppedFromPages(id: String) throws {
        func item(id: String) throws -> UnsplashPhotoDTO {
            let object: [String: Any] = [
                "id": id, "width": 1, "height": 1, "user": ["username": "u"],
                "urls": ["full": "https://a/b", "regular": "https://a/b", "small": "https://a/b", "thumb": "https://a/b"],
            ]
            return try JSONDecoder().decode(UnsplashPhotoDTO.self, from: JSONSerialization.data(withJSONObject: object))
        }
        let page = BoundedItems(items: [try item(id: id), try item(id: "plain-id_1")], count: 2)

        let photos = try PageItems.photos(from: page, what: "the photo list", source: "list", page: 1) { $0.toDomain() }

        #expect(photos.map(\.id) == ["plain-id_1"])
        #expect(try item(id: id).toDomain()?.id.rawValue == id)
    }

    @Test("given an item whose image URL does not parse, when mapped, then it is dropped")
    func invalidURLDropsItem() throws {
        let json = """
        {"id":"x","width":1,"height":1,"user":{"username":"u"},
         "urls":{"full":"","regular":"https://a/b","small":"https://a/b","thumb":"https://a/b"}}
        """
        let dto = try JSONDecoder().decode(UnsplashPhotoDTO.self, from: Data(json.utf8))
        #expect(dto.toDomain() == nil)
    }
}

@Suite("Unsplash photo mapping of missing dates")
struct UnsplashMissingDateTests {
    @Test("given an item without created_at, when mapped, then the date is unknown rather than 1970")
    func missingDate() throws {
        let json = """
        {"id":"x","width":1,"height":1,"user":{"username":"u"},
         "urls":{"full":"https://a/f","regular":"https://a/r","small":"https://a/s","thumb":"https://a/t"}}
        """
        let photo = try #require(try JSONDecoder().decode(UnsplashPhotoDTO.self, from: Data(json.utf8)).toDomain())
        #expect(photo.createdAt == nil)
    }
}
