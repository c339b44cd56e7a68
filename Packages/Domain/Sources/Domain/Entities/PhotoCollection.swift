/// A collection someone curated on the source (an Unsplash collection): a titled set of photos.
public struct PhotoCollection: Hashable, Sendable, Identifiable {
    /// The source's identifier; what `photolist collections ID` takes.
    public let id: String
    /// The display name.
    public let title: String
    /// What the collection is about, when its curator says.
    public let description: String?
    /// How many photos it holds, when the source counts them.
    public let totalPhotos: Int?
    /// Who curated it, when the source says.
    public let curator: Author?

    /// Creates a collection.
    public init(id: String, title: String, description: String?, totalPhotos: Int?, curator: Author?) {
        self.id = id
        self.title = title
        self.description = description
        self.totalPhotos = totalPhotos
        self.curator = curator
    }
}
