/// A collection as Unsplash's API sends it (`GET /collections`), only the fields PhotoList reads. Its id is
/// a number in older answers (2019) and a string since: both are read as text.
struct UnsplashCollectionDTO: Decodable, Sendable {
    let id: String
    let title: String?
    let description: String?
    let totalPhotos: Int?
    let user: LossyElement<UnsplashUserDTO>?

    enum CodingKeys: String, CodingKey {
        case id, title, description, user
        case totalPhotos = "total_photos"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .id) {
            id = String(number)
        } else {
            id = try container.decode(String.self, forKey: .id)
        }
        title = try container.decodeIfPresent(String.self, forKey: .title)
        description = try? container.decodeIfPresent(String.self, forKey: .description)
        totalPhotos = try? container.decodeIfPresent(Int.self, forKey: .totalPhotos)
        user = try container.decodeIfPresent(LossyElement<UnsplashUserDTO>.self, forKey: .user)
    }
}
