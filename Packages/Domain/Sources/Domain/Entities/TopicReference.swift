/// A topic named on a photo: enough to show it and to open its photos.
public struct TopicReference: Hashable, Sendable {
    /// The topic's handle in the source's addresses, e.g. "street-photography".
    public let slug: String
    /// The display name, e.g. "Street Photography".
    public let title: String

    /// Creates a topic reference.
    public init(slug: String, title: String) {
        self.slug = slug
        self.title = title
    }
}
