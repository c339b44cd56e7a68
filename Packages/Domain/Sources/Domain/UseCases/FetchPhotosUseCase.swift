/// Fetches one page of the photo listing.
public protocol FetchPhotosUseCase: Sendable {
    /// Fetches the page the request names, starting on the caller's executor (see ``PhotoRepository``).
    nonisolated(nonsending) func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage
}

/// The standard ``FetchPhotosUseCase``: asks the repository and hands back its page.
public struct DefaultFetchPhotosUseCase: FetchPhotosUseCase {
    private let repository: any PhotoRepository

    /// Creates the use case over a repository.
    public init(repository: any PhotoRepository) {
        self.repository = repository
    }

    /// Fetches the page, turning a task cancelled mid-way into ``DomainError/cancelled``.
    nonisolated(nonsending) public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        let page = try await repository.photos(request)
        if Task.isCancelled { throw .cancelled }
        return page
    }
}
