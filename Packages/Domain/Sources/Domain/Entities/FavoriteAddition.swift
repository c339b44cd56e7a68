/// What adding a photo by id did. A photo that is a favourite already is left as it is, and the source is
/// not asked for it again: the outcome says which happened, so every view words it the same way.
public enum FavoriteAddition: Hashable, Sendable {
    /// The photo was looked up at the source and stored as a favourite.
    case added(FavoritePhoto)
    /// The photo was a favourite already; nothing changed.
    case alreadyFavorite(FavoritePhoto)

    /// The favourite, however it came to be one.
    public var favorite: FavoritePhoto {
        switch self {
        case .added(let favorite), .alreadyFavorite(let favorite): favorite
        }
    }
}
