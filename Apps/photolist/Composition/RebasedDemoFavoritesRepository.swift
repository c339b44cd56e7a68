import Domain
import Foundation

/// The favourites of the embedded demo source, their stored links moved onto the demo server this run
/// started, so a favourite's page, picture and photographer links lead somewhere.
///
/// The embedded server listens on a new free port each run, so a favourite stored in an earlier run keeps
/// links to a port nothing listens on any more. The rewrite lives here, in the composition root, because
/// only the composition root knows both facts it needs: that the source is the embedded server (the
/// library keys it plainly `demo`, whatever the port) and where that server runs now. The library keeps
/// exactly what it was given (it never rewrites the user's data, so the stored copy stays as it was);
/// PhotoData maps what a server answers and never sees a stored favourite; Presentation knows no servers.
/// Only the embedded server's origin shape (`http://127.0.0.1:PORT`) is rebased; any other link is left
/// as stored.
struct RebasedDemoFavoritesRepository: FavoritesRepository {
    /// The library's favourites of the demo source.
    let stored: any FavoritesRepository
    /// The running embedded server's `http://127.0.0.1:PORT`.
    let origin: URL

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

    /// `favorite` with its photo's links moved to ``origin``.
    func rebased(_ favorite: FavoritePhoto) -> FavoritePhoto {
        FavoritePhoto(photo: rebased(favorite.photo), addedAt: favorite.addedAt)
    }

    /// `photo` with every link on an embedded server's origin moved to ``origin``, every other fact kept.
    func rebased(_ photo: Photo) -> Photo {
        photo.movingLinks(rebased)
    }

    /// `url` on ``origin`` when it is on an embedded server's origin (`http://127.0.0.1:PORT`), path and
    /// query kept; otherwise `url` unchanged.
    func rebased(_ url: URL) -> URL {
        guard url.scheme?.lowercased() == "http", url.host == "127.0.0.1", url.port != nil,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        components.scheme = origin.scheme
        components.host = origin.host
        components.port = origin.port
        return components.url ?? url
    }
}
