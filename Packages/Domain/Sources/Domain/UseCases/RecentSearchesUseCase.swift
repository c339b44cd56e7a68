/// Reads, records and clears the user's recent search queries.
public protocol RecentSearchesUseCase: Sendable {
    /// The recent distinct queries, newest first.
    func list() async throws(DomainError) -> [String]
    /// Records a query the user committed (ran it, pressed Enter on it, opened one of its results) as the
    /// newest recent search, by its trimmed text, once, and only when it found something: `resultCount` is
    /// how many results it returned, and a query that returned none is never recorded. A query already the
    /// newest recent search is not written again.
    /// - Returns: whether the query was written.
    @discardableResult
    func record(_ query: SearchQuery, resultCount: Int) async throws(DomainError) -> Bool
    /// Forgets them all.
    func clear() async throws(DomainError)
}

/// The standard ``RecentSearchesUseCase``: the one place the rule for recording a search lives, over the
/// repository.
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

    /// Records `query` unless it returned no results or already is the newest recent search (same text;
    /// the same query in other case is written, so the newest spelling is kept).
    @discardableResult
    public func record(_ query: SearchQuery, resultCount: Int) async throws(DomainError) -> Bool {
        guard resultCount > 0 else { return false }
        guard try await repository.recentQueries().first != query.text else { return false }
        try await repository.record(query)
        return true
    }

    /// Forgets them all.
    public func clear() async throws(DomainError) {
        try await repository.clear()
    }
}
