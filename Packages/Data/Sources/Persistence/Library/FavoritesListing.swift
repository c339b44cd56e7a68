public import Domain

/// The favourites of one source as ``PhotoLibrary/favorites(source:)`` read them: every one whose stored
/// stored copy could be read, and the ones that could not, so one damaged row never hides the others.
public struct FavoritesListing: Hashable, Sendable {
    /// A favourite whose stored copy could not be read back. It stays in the library untouched (it can
    /// still be removed); only the listing leaves it out.
    public struct Skipped: Hashable, Sendable {
        /// The favourite's photo id.
        public let id: PhotoID
        /// What is wrong with the stored row, in a few words (e.g. "its snapshot is not valid JSON").
        public let reason: String

        /// Creates a skipped entry.
        public init(id: PhotoID, reason: String) {
            self.id = id
            self.reason = reason
        }
    }

    /// The favourites that could be read, most recently added first.
    public let favorites: [FavoritePhoto]
    /// The favourites left out, in the same order.
    public let skipped: [Skipped]

    /// Creates a listing.
    public init(favorites: [FavoritePhoto], skipped: [Skipped] = []) {
        self.favorites = favorites
        self.skipped = skipped
    }
}
