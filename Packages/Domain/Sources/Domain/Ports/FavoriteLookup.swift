/// Finds one favourite by its photo's id: all a photo's detail needs of the favourites, to show the copy
/// kept with a favourite when neither the source nor the offline copy can give the photo. Every
/// ``FavoritesRepository`` is one.
public protocol FavoriteLookup: Sendable {
    /// The favourite of photo `id`, or `nil` when that photo is not a favourite.
    func favorite(_ id: PhotoID) async throws(DomainError) -> FavoritePhoto?
}

extension FavoritesRepository {
    /// The favourite of photo `id` among ``favorites()``, or `nil`.
    public func favorite(_ id: PhotoID) async throws(DomainError) -> FavoritePhoto? {
        try await favorites().first { $0.id == id }
    }
}
