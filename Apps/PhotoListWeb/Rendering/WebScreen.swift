/// The screens of a tab: which list its grid shows. The detail opens over any of them.
enum WebScreen: String, Sendable, Codable {
    /// Every photo, page after page.
    case catalog
    /// The results of the search field's text.
    case search
    /// The user's favourites.
    case favorites
}
