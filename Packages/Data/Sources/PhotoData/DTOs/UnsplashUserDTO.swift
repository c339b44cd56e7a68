/// A photographer as Unsplash's API sends it (only the fields PhotoList reads). A photo in a list carries
/// the same object as a profile; the profile's extras are optional because older answers omit some.
struct UnsplashUserDTO: Decodable, Sendable {
    let id: String?
    let username: String
    let name: String?
    let links: Links?
    let location: String?
    let bio: String?
    let portfolioURL: String?
    let totalPhotos: Int?

    /// The user's web links.
    struct Links: Decodable, Sendable {
        let html: String?
    }

    enum CodingKeys: String, CodingKey {
        case id, username, name, links, location, bio
        case portfolioURL = "portfolio_url"
        case totalPhotos = "total_photos"
    }
}
