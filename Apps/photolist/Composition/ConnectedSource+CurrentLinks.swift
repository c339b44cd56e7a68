import DemoServer
import Domain

extension ConnectedSource {
    /// `favorites` with their links on this run's embedded demo server, when it started one (see
    /// ``DemoLinkRebase`` for why the composition root does this).
    func withCurrentLinks(_ favorites: any FavoritesRepository) -> any FavoritesRepository {
        demoServer.map { RebasedDemoFavoritesRepository(stored: favorites, origin: $0.baseURL) } ?? favorites
    }

    /// `photos`, the source behind the offline copy, with what the copy answers on this run's embedded
    /// demo server, when it started one (``RebasedDemoPhotoRepository``).
    func withCurrentLinks(_ photos: @escaping @Sendable (PhotoOrder) -> any PhotoRepository) -> @Sendable (PhotoOrder) -> any PhotoRepository {
        guard let origin = demoServer?.baseURL else { return photos }
        return { order in RebasedDemoPhotoRepository(stored: photos(order), rebase: DemoLinkRebase(origin: origin)) }
    }
}
