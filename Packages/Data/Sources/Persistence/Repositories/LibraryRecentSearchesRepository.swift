public import Domain

/// Implements `RecentSearchesRepository` over the ``PhotoLibrary``.
public struct LibraryRecentSearchesRepository: RecentSearchesRepository {
    private let library: PhotoLibrary

    /// Creates the repository.
    public init(library: PhotoLibrary) {
        self.library = library
    }

    /// The recent distinct queries, newest first.
    public func recentQueries() async throws(DomainError) -> [String] {
        do { return try await library.recentQueries() } catch { throw error.libraryDomainError }
    }

    /// Records `query` as the newest.
    public func record(_ query: SearchQuery) async throws(DomainError) {
        do { try await library.recordQuery(query) } catch { throw error.libraryDomainError }
    }

    /// Forgets every recent query.
    public func clear() async throws(DomainError) {
        do { try await library.clearRecentQueries() } catch { throw error.libraryDomainError }
    }
}
