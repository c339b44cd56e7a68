/// The screens of a tab: which list its grid shows. The detail opens over any photo list.
enum WebScreen: String, Sendable, Codable {
    /// Every photo, page after page.
    case catalog
    /// The results of the search field's text.
    case search
    /// The user's favourites.
    case favorites
    /// The source's topics.
    case topics
    /// The source's featured collections.
    case collections
    /// The photos of the topic, collection or photographer the user opened last.
    case feed
    /// A random pick of photos.
    case random
}
