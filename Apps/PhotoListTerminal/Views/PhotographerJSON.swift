import Domain
import Foundation

/// A photographer in photolist's documented JSON: `{"name", "username", "profileURL", "location", "bio",
/// "portfolioURL", "totalPhotos"}`, absent values `null`. `show --json` gives a photo's author so, and
/// `user NAME --json` the user's profile.
struct PhotographerJSON: Encodable {
    let name: String
    let username, profileURL, location, bio, portfolioURL: String?
    let totalPhotos: Int?

    /// `author`, with what `profile` says of them beyond their name, when anything.
    init(_ author: Author, profile: PhotographerProfile?) {
        name = author.name
        username = author.username
        profileURL = author.profileURL?.absoluteString
        location = profile?.location
        bio = profile?.bio
        portfolioURL = profile?.portfolioURL?.absoluteString
        totalPhotos = profile?.totalPhotos
    }

    private enum CodingKeys: String, CodingKey { case name, username, profileURL, location, bio, portfolioURL, totalPhotos }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        for (key, value) in [(CodingKeys.username, username), (.profileURL, profileURL), (.location, location), (.bio, bio), (.portfolioURL, portfolioURL)] {
            try container.encode(value, forKey: key)  // explicit null when absent
        }
        try container.encode(totalPhotos, forKey: .totalPhotos)
    }
}
