/// A topic of the source's editorial feed (Unsplash's "Nature", "Street Photography"): a titled set of photos.
public struct Topic: Hashable, Sendable, Identifiable {
    /// The source's identifier.
    public let id: String
    /// The topic's handle in addresses, e.g. "street-photography"; what `photolist topics SLUG` takes.
    public let slug: String
    /// The display name.
    public let title: String
    /// What the topic is about, when the source says.
    public let description: String?
    /// How many photos it holds, when the source counts them.
    public let totalPhotos: Int?

    /// Creates a topic.
    public init(id: String, slug: String, title: String, description: String?, totalPhotos: Int?) {
        self.id = id
        self.slug = slug
        self.title = title
        self.description = description
        self.totalPhotos = totalPhotos
    }
}
