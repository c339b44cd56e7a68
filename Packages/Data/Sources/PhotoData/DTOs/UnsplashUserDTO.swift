/// A photographer as Unsplash's API sends it (only the fields PhotoList reads).
struct UnsplashUserDTO: Decodable, Sendable {
    let id: String?
    let username: String
    let name: String?
    let links: Links?

    /// The user's web links.
    struct Links: Decodable, Sendable {
        let html: String?
    }
}
