public import Domain

/// A screen's request to mark one photo a favourite or not: the mark it showed, turned over. The store is
/// asked for that end state, not for a flip of its own, so a screen that has not yet seen another
/// process's change never does the opposite of what the person saw.
public struct FavoriteMarkRequest: Hashable, Sendable {
    /// The photo, whose snapshot is stored when it becomes a favourite.
    public let photo: Photo
    /// Whether the photo is to be a favourite.
    public let isFavorite: Bool

    /// The request to turn over the mark `photo` shows: `showsFavorite` is what the screen showed.
    public init(photo: Photo, showsFavorite: Bool) {
        self.photo = photo
        self.isFavorite = !showsFavorite
    }
}
