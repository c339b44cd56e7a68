/// A photographer as Unsplash's API sends it (only the fields PhotoList reads). A photo in a list carries
/// the same object as a profile; the profile's extras are optional because older answers omit some.
struct UnsplashUserDTO: Decodable, Equatable, Sendable {
    let id: String?
    let username: String
    let name: String?
    let links: Links?
    /// The profile's extras; a malformed one is dropped, not the photo it came with.
    let location: LossyElement<String>?
    let bio: LossyElement<String>?
    let portfolioURL: LossyElement<String>?
    let totalPhotos: LossyElement<Int>?

    /// The user's web links.
    struct Links: Decodable, Equatable, Sendable {
        let html: String?
    }

    enum CodingKeys: String, CodingKey {
        case id, username, name, links, location, bio
        case portfolioURL = "portfolio_url"
        case totalPhotos = "total_photos"
    }
}
