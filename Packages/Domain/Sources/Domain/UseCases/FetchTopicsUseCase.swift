/// Reads the topics a screen shows.
public protocol FetchTopicsUseCase: Sendable {
    /// One page of topics, each topic once.
    func execute(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic>
}

/// Reads topics from a ``TopicsRepository``, keeping the first of any repeated slug (a slug names a topic
/// on the command line, so two with one slug could not both be opened).
public struct DefaultFetchTopicsUseCase: FetchTopicsUseCase {
    private let repository: any TopicsRepository

    /// Creates the use case over `repository`.
    public init(repository: any TopicsRepository) {
        self.repository = repository
    }

    /// The repository's page without repeated slugs; its errors pass on unchanged.
    public func execute(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic> {
        try await repository.topics(request).keepingFirst(by: \.slug)
    }
}
