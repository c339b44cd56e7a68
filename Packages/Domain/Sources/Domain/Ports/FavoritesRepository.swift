/// The port to the user's favourites for one source. Implementations must never lose a favourite that
/// ``add(_:)`` reported as stored.
public protocol FavoritesRepository: FavoriteLookup {
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

    /// Makes `photo` a favourite or not, as `isFavorite` says, and returns every favourite the change left,
    /// read in the same step. Adding one that is a favourite already refreshes its snapshot and keeps when
    /// it was first added; removing one that is not changes nothing. It takes the state the person asked
    /// for, not a flip of the stored one: a screen that has not yet seen another process's change never
    /// does the opposite of what it showed.
    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto]
}
