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
        let page = try await repository.collections(request)
        var seen = Set<String>()
        return ItemPage(items: page.items.filter { seen.insert($0.id).inserted }, page: page.page, hasNextPage: page.hasNextPage)
    }
}
