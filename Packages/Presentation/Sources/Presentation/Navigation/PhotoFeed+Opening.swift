public import Domain

extension PhotoFeed {
    /// The feed's kind as views name it in links and intents: "topic", "collection" or "photographer".
    public var kind: String {
        switch self {
        case .topic: "topic"
        case .collection: "collection"
        case .photographer: "photographer"
        }
    }

    /// The feed of `kind` (as ``kind`` names it) called `key`; `nil` for an unknown kind or an empty key.
    public init?(kind: String, key: String) {
        guard !key.isEmpty else { return nil }
        switch kind {
        case "topic": self = .topic(key)
        case "collection": self = .collection(key)
        case "photographer": self = .photographer(key)
        default: return nil
        }
    }
}

extension Topic {
    /// The photos opening the topic shows.
    public var photosFeed: PhotoFeed { .topic(slug) }
    /// The title of the screen of its photos: "Topic: Nature".
    public var photosTitle: String { PhotoFormatting.title(of: photosFeed, named: title) }
}

extension PhotoCollection {
    /// The photos opening the collection shows.
    public var photosFeed: PhotoFeed { .collection(id) }
    /// The title of the screen of its photos: "Collection: Mornings".
    public var photosTitle: String { PhotoFormatting.title(of: photosFeed, named: title) }
}

extension Author {
    /// The photographer's photos, for a source that names photographers by username; `nil` otherwise (their
    /// profile page is all there is to open).
    public var photosFeed: PhotoFeed? { username.map(PhotoFeed.photographer) }
    /// The title of the screen of their photos: "Photos by Ansel Adams".
    public var photosTitle: String { PhotoFormatting.title(of: .photographer(username ?? name), named: name) }
}
