/// Who paid to place a photo in a list. Unsplash mixes such photos into its feeds; users are owed a label
/// ("Sponsored · Surface") and a way to hide them.
public struct Sponsorship: Hashable, Sendable {
    /// The sponsor's display name, e.g. "Surface".
    public let sponsor: String
    /// The sponsor's line, e.g. "Designed to be the best", when it has one.
    public let tagline: String?

    /// Creates a sponsorship.
    public init(sponsor: String, tagline: String?) {
        self.sponsor = sponsor
        self.tagline = tagline
    }
}
