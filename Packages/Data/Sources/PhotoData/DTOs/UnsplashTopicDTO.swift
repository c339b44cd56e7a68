/// A topic as Unsplash's API sends it (`GET /topics`), only the fields PhotoList reads.
struct UnsplashTopicDTO: Decodable, Sendable {
    let id: String
    let slug: String
    let title: String?
    let description: String?
    let totalPhotos: Int?

    enum CodingKeys: String, CodingKey {
        case id, slug, title, description
        case totalPhotos = "total_photos"
    }
}
