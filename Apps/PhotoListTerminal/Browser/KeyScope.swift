/// The one kind of pane some keys act in (a photo's detail steps to the next photo, a search filters):
/// the browser names it when such a key is pressed anywhere else, so the key is not silently lost.
enum KeyScope: Sendable {
    /// A photo's detail.
    case detail
    /// A search's results.
    case search
    /// The favourites list.
    case favorites

    /// Where the keys act, with the key that gets there: "a search's results (/)".
    var place: String {
        switch self {
        case .detail: "a photo's detail (\(KeyMap.key(.open)) opens one)"
        case .search: "a search's results (\(KeyMap.key(.search)))"
        case .favorites: "the favourites list (\(KeyMap.key(.showFavorites)))"
        }
    }
}
