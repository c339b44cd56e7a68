/// The port to the user's favourites for one source. Implementations must never lose a favourite that
/// ``add(_:)`` reported as stored.
public protocol FavoritesRepository: Sendable {
    /// Every favourite, most recently added first.
    func favorites() async throws(DomainError) -> [FavoritePhoto]

    /// Stores `photo` as a favourite (refreshing its snapshot if it already is one, keeping when it was
    /// first added) and returns the stored favourite, ``FavoriteAddition/added(_:)`` only when this call
    /// made it one: the check and the write are one step, so of two processes adding the same photo at
    /// once, one is told it added it and the other that it was a favourite already.
    @discardableResult
    func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition

    /// Stores `favorite` again with the date it was first added, so an undone removal puts it back in its
    /// place; a photo that is a favourite already (added again meanwhile) is left exactly as it is. Says, as
    /// ``add(_:)`` does, whether this call made it a favourite.
    @discardableResult
    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition

    /// Removes the favourite `id`; returns whether there was one.
    @discardableResult
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool

    /// Removes `photo` if it is a favourite and adds it if it is not, as one change no other can come
    /// between (two toggles of the same photo at once leave it as it was), and returns whether it is a
    /// favourite now with every favourite the change left, read in the same step.
    func toggle(_ photo: Photo) async throws(DomainError) -> FavoriteToggle
}
