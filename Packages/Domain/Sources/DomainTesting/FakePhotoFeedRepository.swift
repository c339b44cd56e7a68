public import Domain
import Synchronization

/// A `PhotoFeedRepository` whose answers are closures, recording what it was asked.
public final class FakePhotoFeedRepository: PhotoFeedRepository {
    /// Answers a page of a feed.
    public typealias FeedHandler = @Sendable (PhotoFeed, PageRequest) async throws(DomainError) -> PhotoPage
    /// Answers a photographer's profile.
    public typealias ProfileHandler = @Sendable (String) async throws(DomainError) -> PhotographerProfile
    /// Answers a random pick of a count.
    public typealias RandomHandler = @Sendable (Int) async throws(DomainError) -> PhotoPage

    private let feedHandler: FeedHandler
    private let profileHandler: ProfileHandler
    private let randomHandler: RandomHandler
    private let asked = Mutex<[String]>([])

    /// Creates a repository; by default feeds serve fixture pages (3 photos, up to page 3), every
    /// username is unknown, and a random pick is `count` fixture photos.
    public init(
        feed: @escaping FeedHandler = { feed, request in
            PhotoPage(
                photos: (1...3).map { Photo.fixture(id: "\(feed.key)-\(request.page)-\($0)") },
                page: request.page, hasNextPage: request.page < 3
            )
        },
        profile: @escaping ProfileHandler = { _ throws(DomainError) in throw .notFound },
        random: @escaping RandomHandler = { count in
            PhotoPage(photos: (1...max(count, 1)).prefix(count).map { Photo.fixture(id: "random-\($0)") }, page: 1, hasNextPage: false)
        }
    ) {
        feedHandler = feed
        profileHandler = profile
        randomHandler = random
    }

    /// What was asked, oldest first: "topic:nature/2", "photographer:ansel", "random:3".
    public var calls: [String] {
        asked.withLock { $0 }
    }

    /// The feed handler's answer.
    public func photos(in feed: PhotoFeed, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        asked.withLock { $0.append("\(feed.kindName):\(feed.key)/\(request.page)") }
        return try await feedHandler(feed, request)
    }

    /// The profile handler's answer.
    public func photographer(_ username: String) async throws(DomainError) -> PhotographerProfile {
        asked.withLock { $0.append("photographer:\(username)") }
        return try await profileHandler(username)
    }

    /// The random handler's answer.
    public func randomPhotos(count: Int) async throws(DomainError) -> PhotoPage {
        asked.withLock { $0.append("random:\(count)") }
        return try await randomHandler(count)
    }
}

extension PhotoFeed {
    /// "topic", "collection" or "photographer", for recorded calls.
    fileprivate var kindName: String {
        switch self {
        case .topic: "topic"
        case .collection: "collection"
        case .photographer: "photographer"
        }
    }
}
