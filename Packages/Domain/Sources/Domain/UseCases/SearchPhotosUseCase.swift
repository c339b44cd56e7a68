/// Searches the source for photos matching a query.
public protocol SearchPhotosUseCase: Sendable {
    /// Fetches one page of the results for `query`, starting on the caller's executor (see ``PhotoRepository``).
    nonisolated(nonsending) func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage
}

/// The standard ``SearchPhotosUseCase``: asks the repository.
public struct DefaultSearchPhotosUseCase: SearchPhotosUseCase {
    private let repository: any PhotoRepository

    /// Creates the use case over a repository.
    public init(repository: any PhotoRepository) {
        self.repository = repository
    }

    /// Fetches the page, turning a task cancelled mid-way into ``DomainError/cancelled``.
    nonisolated(nonsending) public func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        let page = try await repository.search(query, page: request)
        if Task.isCancelled { throw .cancelled }
        return page
    }
}

extension SearchPhotosUseCase {
    /// The results for `query` as a listing, so anything that pages through a listing (a list screen,
    /// a sync) can page through search results the same way.
    public func listing(for query: SearchQuery) -> some FetchPhotosUseCase {
        SearchResultsListing(search: self, query: query)
    }
}

/// The pages of one query's results, presented as a ``FetchPhotosUseCase``.
struct SearchResultsListing<Search: SearchPhotosUseCase>: FetchPhotosUseCase {
    let search: Search
    let query: SearchQuery

    nonisolated(nonsending) func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await search.execute(query, page: request)
    }
}
