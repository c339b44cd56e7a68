#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a source says of a photographer beyond the ``Author`` every photo carries: where they are, their
/// own site, their biography and how many photos they published.
public struct PhotographerProfile: Hashable, Sendable {
    /// Who they are (name, username, profile page).
    public let author: Author
    /// Where they say they are, e.g. "Lisbon, Portugal".
    public let location: String?
    /// Their biography, as they wrote it.
    public let bio: String?
    /// Their own site, when they link one: always an `http(s)` address, as every page link is.
    public var portfolioURL: URL? { portfolioURLText.map(URLText.url) }
    /// ``portfolioURL`` as checked text.
    public let portfolioURLText: String?
    /// How many photos they published, when the source counts them.
    public let totalPhotos: Int?

    /// Creates a profile; a portfolio text that is not an `http(s)` URL (`javascript:`, `data:`, `file:`) is
    /// left out, as a missing one would be.
    public init(author: Author, location: String?, bio: String?, portfolioURLText: String?, totalPhotos: Int?) {
        self.author = author
        self.location = location
        self.bio = bio
        self.portfolioURLText = portfolioURLText.flatMap(URLText.checkedWebPage)
        self.totalPhotos = totalPhotos
    }
}
