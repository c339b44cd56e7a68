/// Reads the collections a screen shows.
public protocol FetchCollectionsUseCase: Sendable {
    /// One page of collections, each collection once.
    func execute(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection>
}

/// Reads collections from a ``CollectionsRepository``, keeping the first of any repeated id.
public struct DefaultFetchCollectionsUseCase: FetchCollectionsUseCase {
    private let repository: any CollectionsRepository

    /// Creates the use case over `repository`.
    public init(repository: any CollectionsRepository) {
        self.repository = repository
    }

    /// The repository's page without repeated collections; its errors pass on unchanged.
    public func execute(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection> {
        try await repository.collections(request).keepingFirst(by: \.id)
    }
}
