/// The photos of one ``PhotoFeed`` as a listing, so the screens that page through the catalog page through
/// a topic's, a collection's or a photographer's photos the same way.
public struct FeedListing: FetchPhotosUseCase {
    private let feed: PhotoFeed
    private let repository: any PhotoFeedRepository

    /// The listing of `feed`'s photos from `repository`.
    public init(_ feed: PhotoFeed, repository: any PhotoFeedRepository) {
        self.feed = feed
        self.repository = repository
    }

    /// One page of the feed, turning a task cancelled mid-way into ``DomainError/cancelled``; a feed with an
    /// empty name is refused before the source is asked.
    nonisolated(nonsending) public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        guard !feed.key.isEmpty else { throw .invalidRequest("the name of the topic, collection or photographer is empty") }
        let page = try await repository.photos(in: feed, page: request)
        if Task.isCancelled { throw .cancelled }
        return page
    }
}
