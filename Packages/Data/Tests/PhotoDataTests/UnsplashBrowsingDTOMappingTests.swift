import Domain
import Foundation
@testable import PhotoData
import Testing

@Suite("Unsplash topic and collection mapping")
struct UnsplashBrowsingDTOMappingTests {
    private func topic(slug: String) throws -> UnsplashTopicDTO {
        let object: [String: Any] = ["id": "t1", "slug": slug, "title": "Film"]
        return try JSONDecoder().decode(UnsplashTopicDTO.self, from: JSONSerialization.data(withJSONObject: object))
    }

    private func collection(id: String) throws -> UnsplashCollectionDTO {
        let object: [String: Any] = ["id": id, "title": "Mornings"]
        return try JSONDecoder().decode(UnsplashCollectionDTO.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test("given a topic or a collection whose slug or id no one could type back (a space, a zero-width space, 257 characters), when mapped, then it is dropped; with a plain one it is kept", arguments: [
        "a b", "a\u{200B}b", String(repeating: "x", count: 257),
    ])
    func untypableNamesDropTheItem(name: String) throws {
        #expect(try topic(slug: name).toDomain() == nil)
        #expect(try collection(id: name).toDomain() == nil)
        #expect(try topic(slug: "-film").toDomain()?.slug == "-film")
        #expect(try collection(id: "1538150").toDomain()?.id == "1538150")
    }
}
