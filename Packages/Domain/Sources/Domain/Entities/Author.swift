public import Foundation

/// The person credited for a photo.
public struct Author: Hashable, Sendable {
    /// The source's stable handle for the author (e.g. an Unsplash username).
    public let username: String
    /// The display name.
    public let name: String
    /// The author's public profile page, when known.
    public let profileURL: URL?

    /// Creates an author.
    public init(username: String, name: String, profileURL: URL?) {
        self.username = username
        self.name = name
        self.profileURL = profileURL
    }
}
