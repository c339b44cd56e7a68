import Domain

/// Stand-ins for the library's repositories when the library file cannot be opened (damaged, locked, or
/// written by a newer photolist): browsing needs no library, so the browser starts anyway and every use
/// of favourites or recent searches reports why they are off, naming the file.
struct UnavailableLibrary: FavoritesRepository, RecentSearchesRepository {
    /// Why the library cannot be used, as the storage error every call throws.
    let error: DomainError

    func favorites() async throws(DomainError) -> [FavoritePhoto] { throw error }
    func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition { throw error }
    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition { throw error }
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool { throw error }
    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] { throw error }
    // No recent searches to offer; recording one is skipped without a word (a search still works).
    func recentQueries() async throws(DomainError) -> [String] { [] }
    func record(_ query: SearchQuery) async throws(DomainError) {}
    func clear() async throws(DomainError) { throw error }
}
