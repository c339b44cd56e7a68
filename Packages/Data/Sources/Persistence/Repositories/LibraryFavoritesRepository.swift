public import Domain

/// Implements `FavoritesRepository` over the ``PhotoLibrary`` for one source.
public struct LibraryFavoritesRepository: FavoritesRepository {
    private let library: PhotoLibrary
    private let source: String

    /// Creates the repository for the favourites of `source`.
    public init(library: PhotoLibrary, source: String) {
        self.library = library
        self.source = source
    }

    /// Every favourite, most recently added first.
    public func favorites() async throws(DomainError) -> [FavoritePhoto] {
        do { return try await library.favorites(source: source) } catch { throw error.libraryDomainError }
    }

    /// Stores `photo`; durable once this returns.
    public func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto {
        do { return try await library.addFavorite(photo, source: source) } catch { throw error.libraryDomainError }
    }

    /// Removes favourite `id`.
    public func remove(_ id: PhotoID) async throws(DomainError) -> Bool {
        do { return try await library.removeFavorite(id, source: source) } catch { throw error.libraryDomainError }
    }

    /// Whether `id` is a favourite.
    public func isFavorite(_ id: PhotoID) async throws(DomainError) -> Bool {
        do { return try await library.isFavorite(id, source: source) } catch { throw error.libraryDomainError }
    }
}
