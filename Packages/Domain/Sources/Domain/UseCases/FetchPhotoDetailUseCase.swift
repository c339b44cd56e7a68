/// Fetches everything known about one photo.
public protocol FetchPhotoDetailUseCase: Sendable {
    /// Fetches the photo `id`.
    func execute(_ id: PhotoID) async throws(DomainError) -> PhotoDetail
}

/// The standard ``FetchPhotoDetailUseCase``: asks the repository, and when neither the source nor the
/// offline copy can give the photo, shows the copy kept with its favourite.
///
/// A favourite keeps a snapshot of its photo so it shows offline, and the offline copy is disposable (a
/// `cache clear` empties it): without this fallback a favourite listed offline could not be opened.
public struct DefaultFetchPhotoDetailUseCase: FetchPhotoDetailUseCase {
    private let repository: any PhotoRepository
    private let favorites: (any FavoriteLookup)?

    /// Creates the use case over a repository; with `favorites`, a favourite's snapshot stands in for a
    /// photo the source cannot give now (``SourceOutage``) and the offline copy does not hold.
    public init(repository: any PhotoRepository, favorites: (any FavoriteLookup)? = nil) {
        self.repository = repository
        self.favorites = favorites
    }

    /// Fetches the photo, turning a task cancelled mid-way into ``DomainError/cancelled``.
    public func execute(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let detail: PhotoDetail
        do throws(DomainError) {
            detail = try await repository.photo(id)
        } catch {
            guard let kept = await favoriteStandingIn(for: id, after: error) else { throw error }
            detail = kept
        }
        if Task.isCancelled { throw .cancelled }
        return detail
    }

    /// The favourite's snapshot of `id` as a detail, when `error` is one it may stand in for (the offline
    /// copy lacks the photo, or the source cannot answer now) and `id` is a favourite; `nil` otherwise,
    /// also when the favourites cannot be read (the repository's error is the one to report).
    private func favoriteStandingIn(for id: PhotoID, after error: DomainError) async -> PhotoDetail? {
        let outage = SourceOutage(error)
        guard let favorites, error == .notCached || outage != nil, let favorite = try? await favorites.favorite(id) else { return nil }
        return .keptCopy(of: favorite.photo, origin: .favorite(outage: outage))
    }
}
