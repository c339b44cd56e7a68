public import Domain

/// Everything the detail screen is and asks for.
public struct PhotoDetailSystemState: Equatable, Sendable {
    /// The photo shown.
    public let id: PhotoID
    /// Whether the screen shows and toggles the favourite mark.
    public let hasFavorites: Bool
    /// What the detail view shows.
    public internal(set) var screen = PhotoDetailState.idle
    /// Whether the photo shows as a favourite: the store's answer, or a mark asked for and not yet stored.
    public internal(set) var isFavorite = false
    /// Whether the store last said the photo is a favourite (what a mark that failed goes back to).
    var storedIsFavorite = false
    /// The photo to load.
    public internal(set) var load: Numbered<PhotoID>?
    /// The photo whose favourite mark to turn over, and the mark it is to have.
    public internal(set) var favoriteMark: Numbered<FavoriteMarkRequest>?
    /// Whether the app's favourites should be read.
    public internal(set) var favoritesWanted = false
    /// Numbers the requests the state makes.
    var requests = RequestCounter()

    /// The state before the detail of `id` appears.
    public init(id: PhotoID, hasFavorites: Bool) {
        self.id = id
        self.hasFavorites = hasFavorites
    }
}
