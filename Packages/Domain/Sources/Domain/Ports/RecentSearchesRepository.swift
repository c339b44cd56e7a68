/// The port to the user's recent search queries.
public protocol RecentSearchesRepository: Sendable {
    /// The most recent distinct queries, newest first (at most ``RecentSearches/capacity``).
    func recentQueries() async throws(DomainError) -> [String]

    /// Records `query` as the newest; a query equal to an older one (ignoring case) replaces it.
    func record(_ query: SearchQuery) async throws(DomainError)

    /// Forgets every recent query.
    func clear() async throws(DomainError)
}

/// The rules every ``RecentSearchesRepository`` follows.
public enum RecentSearches {
    /// How many distinct queries are kept.
    public static let capacity = 10

    /// The key under which two queries count as the same: trimmed and case-folded.
    public static func key(for query: SearchQuery) -> String {
        query.text.lowercased()
    }
}
