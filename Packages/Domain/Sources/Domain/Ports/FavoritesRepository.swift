/// The port to the user's favourites for one source. Implementations must never lose a favourite that
/// ``add(_:)`` reported as stored.
public protocol FavoritesRepository: Sendable {
    /// Every favourite, most recently added first.
    func favorites() async throws(DomainError) -> [FavoritePhoto]

    /// Stores `photo` as a favourite (refreshing its snapshot if it already is one, keeping when it was
    /// first added) and returns the stored favourite.
    @discardableResult
    func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto

    /// Removes the favourite `id`; returns whether there was one.
    @discardableResult
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool
}
