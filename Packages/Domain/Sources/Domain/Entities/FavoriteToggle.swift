/// What toggling a favourite did, as one consistent answer: whether the photo is a favourite now, and
/// every favourite as the change left them, read together with it.
public struct FavoriteToggle: Hashable, Sendable {
    /// Whether the photo is a favourite after the toggle.
    public let isFavorite: Bool
    /// Every favourite after the toggle, most recently added first.
    public let favorites: [FavoritePhoto]

    /// Creates the outcome of a toggle.
    public init(isFavorite: Bool, favorites: [FavoritePhoto]) {
        self.isFavorite = isFavorite
        self.favorites = favorites
    }
}
