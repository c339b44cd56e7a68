public import Domain
public import Networking

/// Implements `PhotoFeedRepository` over an Unsplash-compatible API: `GET /topics/{slug}/photos`,
/// `/collections/{id}/photos`, `/users/{username}/photos`, `/users/{username}` and
/// `/photos/random?count=`. Names go into the path as one percent-encoded segment each, so a slug that
/// begins with `-` or holds `/`, `?` or `..` names that feed and nothing else.
public struct UnsplashPhotoFeedRepository: PhotoFeedRepository {
    private let api: UnsplashAPI
    private let client: any HTTPClient

    /// Creates the repository.
    public init(api: UnsplashAPI, client: any HTTPClient) {
        self.api = api
        self.client = client
    }

    /// One page of the feed's photos, newest first as the service orders them.
    public func photos(in feed: PhotoFeed, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        let (segments, what) = switch feed {
        case .topic(let slug): (["topics", slug, "photos"], "the topic's photo list")
        case .collection(let id): (["collections", id, "photos"], "the collection's photo list")
        case .photographer(let username): (["users", username, "photos"], "the photographer's photo list")
        }
        let endpoint = Endpoint(segments: segments, query: [("page", String(request.page)), ("per_page", String(request.perPage))])
        let response = try await client.fetch(api.request(for: endpoint))
        let items = try response.decodePhotoList(what: what)
        let photos = try PageItems.photos(from: items, what: what, source: segments[0], page: request.page) { $0.toDomain() }
        return PhotoPage(
            photos: photos,
            page: request.page,
            hasNextPage: response.hasNextPage(after: request, validCount: photos.count),
            rateLimit: response.rateLimitStatus,
            total: response.listedTotal
        )
    }

    /// The photographer's public profile.
    public func photographer(_ username: String) async throws(DomainError) -> PhotographerProfile {
        let response = try await client.fetch(api.request(for: Endpoint(segments: ["users", username])))
        let user = try response.decodeJSON(UnsplashUserDTO.self, what: "the photographer's profile")
        return user.toProfile() ?? PhotographerProfile(author: user.toDomain(), location: nil, bio: nil, portfolioURLText: nil, totalPhotos: nil)
    }

    /// `count` random photos: the service answers an array when asked with `count`, and reports its quota
    /// as it does for any list.
    public func randomPhotos(count: Int) async throws(DomainError) -> PhotoPage {
        let response = try await client.fetch(api.request(for: Endpoint(path: "/photos/random", query: [("count", String(count))])))
        let items = try response.decodePhotoList(what: "the random photo list")
        let photos = try PageItems.photos(from: items, what: "the random photo list", source: "random", page: 1) { $0.toDomain() }
        return PhotoPage(photos: photos, page: 1, hasNextPage: false, rateLimit: response.rateLimitStatus)
    }
}
