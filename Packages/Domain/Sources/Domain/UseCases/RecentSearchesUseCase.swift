/// Reads, records and clears the user's recent search queries.
public protocol RecentSearchesUseCase: Sendable {
    /// The recent distinct queries, newest first.
    func list() async throws(DomainError) -> [String]
    /// Records `query` as the newest recent search.
    func record(_ query: SearchQuery) async throws(DomainError)
    /// Forgets them all.
    func clear() async throws(DomainError)
}

/// The standard ``RecentSearchesUseCase``: asks the repository.
public struct DefaultRecentSearchesUseCase: RecentSearchesUseCase {
    private let repository: any RecentSearchesRepository

    /// Creates the use case over a repository.
    public init(repository: any RecentSearchesRepository) {
        self.repository = repository
    }

    /// The recent distinct queries, newest first.
    public func list() async throws(DomainError) -> [String] {
        try await repository.recentQueries()
    }

    /// Records `query` as the newest recent search.
    public func record(_ query: SearchQuery) async throws(DomainError) {
        try await repository.record(query)
    }

    /// Forgets them all.
    public func clear() async throws(DomainError) {
        try await repository.clear()
    }
}
