import Domain
import Foundation

/// The favourites of the embedded demo source, their stored links moved onto the demo server this run
/// started (``DemoLinkRebase``), so a favourite's page, picture and photographer links lead somewhere. The
/// library keeps exactly what it was given: it never rewrites the user's data.
struct RebasedDemoFavoritesRepository: FavoritesRepository {
    /// The library's favourites of the demo source.
    let stored: any FavoritesRepository
    /// How links move onto the running server.
    let rebase: DemoLinkRebase

    /// The favourites `stored` keeps, read with their links on `origin`, the running embedded server's
    /// `http://127.0.0.1:PORT`.
    init(stored: any FavoritesRepository, origin: URL) {
        self.stored = stored
        self.rebase = DemoLinkRebase(origin: origin)
    }

    func favorites() async throws(DomainError) -> [FavoritePhoto] {
        try await stored.favorites().map(rebased)
    }

    func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition {
        switch try await stored.add(photo) {
        case .added(let favorite): .added(rebased(favorite))
        case .alreadyFavorite(let favorite): .alreadyFavorite(rebased(favorite))
        }
    }

    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition {
        switch try await stored.restore(favorite) {
        case .added(let favorite): .added(rebased(favorite))
        case .alreadyFavorite(let favorite): .alreadyFavorite(rebased(favorite))
        }
    }

    func remove(_ id: PhotoID) async throws(DomainError) -> Bool {
        try await stored.remove(id)
    }

    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        try await stored.mark(photo, asFavorite: isFavorite).map(rebased)
    }

    /// `favorite` with its photo's links moved to the running server.
    private func rebased(_ favorite: FavoritePhoto) -> FavoritePhoto {
        FavoritePhoto(photo: rebase.rebased(favorite.photo), addedAt: favorite.addedAt)
    }
}
