public import Domain

/// Something the favourites screen tells the user once, when it happens: a favourite removed (which the
/// view may offer to undo) or put back.
public enum FavoritesNotice: Equatable, Sendable {
    /// `photo` was removed from the favourites; its removal can be undone (``FavoritesState/removed``).
    case removed(Photo)
    /// `photo`'s removal was undone: it is a favourite again, in its place.
    case restored(Photo)

    /// The favourite an undo would put back: a removal offers one, which each view offers in its own way
    /// (a key, a button); `nil` for any other notice.
    public var undoable: PhotoID? {
        if case .removed(let photo) = self { photo.id } else { nil }
    }

    /// The favourite an undo put back, which a view that moved the keyboard to the undo's control hands
    /// focus to; `nil` for any other notice.
    public var restoredFavorite: PhotoID? {
        if case .restored(let photo) = self { photo.id } else { nil }
    }

    /// One line for a status bar ("Removed “Frozen harbour” by Bruno Sato from favourites."); a view adds
    /// how to undo a removal in its own words (a key, a button).
    public var message: String {
        switch self {
        case .removed(let photo): "Removed \(PhotoFormatting.described(photo)) from favourites."
        case .restored(let photo): "Put back \(PhotoFormatting.described(photo))."
        }
    }
}
