public import Domain
public import Networking

/// Implements `TopicsRepository` over an Unsplash-compatible API: `GET /topics?page=&per_page=`.
public struct UnsplashTopicsRepository: TopicsRepository {
    private let api: UnsplashAPI
    private let client: any HTTPClient

    /// Creates the repository.
    public init(api: UnsplashAPI, client: any HTTPClient) {
        self.api = api
        self.client = client
    }

    /// One page of topics; malformed topics are dropped, and a page with topics but none usable is an
    /// unexpected response.
    public func topics(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic> {
        let endpoint = Endpoint(path: "/topics", query: [("page", String(request.page)), ("per_page", String(request.perPage))])
        let response = try await client.fetch(api.request(for: endpoint))
        let items = try response.decodeJSON(BoundedItems<UnsplashTopicDTO>.self, what: "the topic list")
        let topics = items.items.compactMap { $0.toDomain() }
        if items.count > 0, topics.isEmpty {
            throw .invalidResponse("the topics have no usable topic among their \(items.count) items")
        }
        return ItemPage(
            items: topics, page: request.page, hasNextPage: response.hasNextPage(after: request, validCount: topics.count),
            rateLimit: response.rateLimitStatus
        )
    }
}
