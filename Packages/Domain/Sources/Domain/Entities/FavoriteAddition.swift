/// What adding a photo did. A photo that is a favourite already keeps when it was first added (and, added
/// by id, the source is not asked for it again): the outcome says which happened, so every view words it
/// the same way.
public enum FavoriteAddition: Hashable, Sendable {
    /// The photo was stored as a favourite by this addition.
    case added(FavoritePhoto)
    /// The photo was a favourite already, perhaps added by another process a moment before.
    case alreadyFavorite(FavoritePhoto)

    /// The favourite, however it came to be one.
    public var favorite: FavoritePhoto {
        switch self {
        case .added(let favorite), .alreadyFavorite(let favorite): favorite
        }
    }
}
