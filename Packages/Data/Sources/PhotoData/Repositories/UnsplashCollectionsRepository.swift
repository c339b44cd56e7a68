public import Domain
public import Networking

/// Implements `CollectionsRepository` over an Unsplash-compatible API: `GET /collections?page=&per_page=`.
public struct UnsplashCollectionsRepository: CollectionsRepository {
    private let api: UnsplashAPI
    private let client: any HTTPClient

    /// Creates the repository.
    public init(api: UnsplashAPI, client: any HTTPClient) {
        self.api = api
        self.client = client
    }

    /// One page of featured collections; malformed ones are dropped, and a page with collections but none
    /// usable is an unexpected response.
    public func collections(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection> {
        let endpoint = Endpoint(path: "/collections", query: [("page", String(request.page)), ("per_page", String(request.perPage))])
        let response = try await client.fetch(api.request(for: endpoint))
        let items = try response.decodeJSON(BoundedItems<UnsplashCollectionDTO>.self, what: "the collection list")
        let collections = items.items.compactMap { $0.toDomain() }
        if items.count > 0, collections.isEmpty {
            throw .invalidResponse("the collections have no usable collection among their \(items.count) items")
        }
        return ItemPage(
            items: collections, page: request.page, hasNextPage: response.hasNextPage(after: request, validCount: collections.count),
            rateLimit: response.rateLimitStatus
        )
    }
}
