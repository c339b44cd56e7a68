import Domain

/// The favourites of a library that is opened only when they are asked for, and again at each call: for a
/// command that needs them only when something else failed (`show` of a favourite the offline copy lacks),
/// so a command that never needs them never opens the library, and one that does holds no connection to it
/// between calls.
struct FavoritesOpenedOnUse: FavoritesRepository {
    /// Opens the library's favourites, or says why they cannot be used.
    let open: @Sendable () -> Result<any FavoritesRepository, DomainError>

    func favorites() async throws(DomainError) -> [FavoritePhoto] { try await open().get().favorites() }
    func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition { try await open().get().add(photo) }
    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition { try await open().get().restore(favorite) }
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool { try await open().get().remove(id) }
    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        try await open().get().mark(photo, asFavorite: isFavorite)
    }
}
