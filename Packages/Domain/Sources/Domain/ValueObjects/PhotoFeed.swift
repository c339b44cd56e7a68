/// A listing of photos other than the catalog: a topic's, a collection's or a photographer's. Each pages
/// like the catalog, so every screen that shows the catalog shows a feed the same way.
public enum PhotoFeed: Hashable, Sendable {
    /// The photos of the topic with this slug (or id).
    case topic(String)
    /// The photos of the collection with this id.
    case collection(String)
    /// The photos of the photographer with this username.
    case photographer(String)

    /// The slug, id or username that names the feed at the source.
    public var key: String {
        switch self {
        case .topic(let key), .collection(let key), .photographer(let key): key
        }
    }
}
