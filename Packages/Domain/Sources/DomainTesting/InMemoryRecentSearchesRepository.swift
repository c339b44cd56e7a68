public import Domain
import Synchronization

/// A ``RecentSearchesRepository`` in memory, following the port's rules, with an optional failure to inject.
public final class InMemoryRecentSearchesRepository: RecentSearchesRepository {
    private let queries = Mutex<[String]>([])
    private let writes = Mutex(0)
    private let failure: DomainError?

    /// Creates an empty store; with `failure`, every call throws it.
    public init(failure: DomainError? = nil) {
        self.failure = failure
    }

    /// The recent queries, newest first.
    public func recentQueries() async throws(DomainError) -> [String] {
        if let failure { throw failure }
        return queries.withLock { $0 }
    }

    /// How many times ``record(_:)`` was called (a test convenience; the port has no such question).
    public var recordCalls: Int {
        writes.withLock { $0 }
    }

    /// Records `query` as the newest, replacing an equal older one, keeping at most the capacity.
    public func record(_ query: SearchQuery) async throws(DomainError) {
        writes.withLock { $0 += 1 }
        if let failure { throw failure }
        queries.withLock { queries in
            queries.removeAll { $0.lowercased() == RecentSearches.key(for: query) }
            queries.insert(query.text, at: 0)
            queries = Array(queries.prefix(RecentSearches.capacity))
        }
    }

    /// Forgets everything.
    public func clear() async throws(DomainError) {
        if let failure { throw failure }
        queries.withLock { $0.removeAll() }
    }
}
