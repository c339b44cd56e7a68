import Domain
import Networking
import PhotoData

/// What a source offers beyond its catalog and search, as Domain ports: its topics, its collections, the
/// photos of either or of a photographer, and random picks. Unsplash and the demo have them; Lorem Picsum
/// has none (the screens say so, from ``SourcePlan/browsingUnavailableReason``).
struct SourceBrowsing: Sendable {
    /// The source's topics.
    let topics: any TopicsRepository
    /// The source's featured collections.
    let collections: any CollectionsRepository
    /// The photos of a topic, a collection or a photographer; photographers' profiles; random photos.
    let feeds: any PhotoFeedRepository

    /// The ports over an Unsplash-compatible API.
    init(api: UnsplashAPI, client: any HTTPClient) {
        topics = UnsplashTopicsRepository(api: api, client: client)
        collections = UnsplashCollectionsRepository(api: api, client: client)
        feeds = UnsplashPhotoFeedRepository(api: api, client: client)
    }

    /// The given ports (tests' fakes).
    init(topics: any TopicsRepository, collections: any CollectionsRepository, feeds: any PhotoFeedRepository) {
        self.topics = topics
        self.collections = collections
        self.feeds = feeds
    }
}

extension SourceBrowsing {
    /// Ports that refuse every request as ``DomainError/unsupported(_:)``, for a source without topics,
    /// collections or feeds (Lorem Picsum), or offline; `reason` words the refusal for what was asked
    /// ("topics", "random photos"), so every screen and command says why.
    static func unavailable(_ reason: @escaping @Sendable (String) -> String) -> SourceBrowsing {
        let refusal = RefusingBrowsing(reason: reason)
        return SourceBrowsing(topics: refusal, collections: refusal, feeds: refusal)
    }
}

/// The ports of ``SourceBrowsing/unavailable(_:)``.
private struct RefusingBrowsing: TopicsRepository, CollectionsRepository, PhotoFeedRepository {
    let reason: @Sendable (String) -> String

    func topics(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic> { throw .unsupported(reason("topics")) }
    func collections(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection> { throw .unsupported(reason("collections")) }

    func photos(in feed: PhotoFeed, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        switch feed {
        case .topic: throw .unsupported(reason("topics"))
        case .collection: throw .unsupported(reason("collections"))
        case .photographer: throw .unsupported(reason("photographers' pages"))
        }
    }

    func photographer(_ username: String) async throws(DomainError) -> PhotographerProfile { throw .unsupported(reason("photographers' pages")) }
    func randomPhotos(count: Int) async throws(DomainError) -> PhotoPage { throw .unsupported(reason("random photos")) }
}
