#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The person credited for a photo.
public struct Author: Hashable, Sendable {
    /// The source's stable handle for the author (e.g. an Unsplash username); `nil` for a source that has
    /// none (Lorem Picsum names authors only).
    public let username: String?
    /// The display name.
    public let name: String
    /// The author's public profile page, when known: always an `http(s)` address.
    public var profileURL: URL? { profileURLText.map(URLText.url) }
    /// ``profileURL`` as text, the form a store keeps it in (kept as text for the reason ``PhotoURLs`` is).
    public let profileURLText: String?

    /// Creates an author.
    public init(username: String?, name: String, profileURL: URL?) {
        self.username = username
        self.name = name
        self.profileURLText = profileURL.flatMap(URLText.webPage)
    }

    /// Creates an author whose profile link is given as text (a store's column); a text that is not an
    /// `http(s)` URL leaves the link out, as a missing one would.
    public init(username: String?, name: String, profileURLText: String?) {
        self.username = username
        self.name = name
        self.profileURLText = profileURLText.flatMap(URLText.checkedWebPage)
    }
}
