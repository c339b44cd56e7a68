public import Domain
import Synchronization

/// A `TopicsRepository` that answers every page with a fixed result and records the pages asked.
public final class FakeTopicsRepository: TopicsRepository {
    private let result: Result<[Topic], DomainError>
    private let asked = Mutex<[PageRequest]>([])

    /// Creates a repository whose every page holds `topics` (and says no page follows).
    public init(topics: [Topic] = []) {
        result = .success(topics)
    }

    /// Creates a repository that fails with `error`.
    public init(failingWith error: DomainError) {
        result = .failure(error)
    }

    /// The pages asked for, oldest first.
    public var requests: [PageRequest] {
        asked.withLock { $0 }
    }

    /// The fixed result, as page `request.page`.
    public func topics(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic> {
        asked.withLock { $0.append(request) }
        return ItemPage(items: try result.get(), page: request.page, hasNextPage: false)
    }
}

extension Topic {
    /// A topic whose fields derive from `slug`, for tests.
    public static func fixture(slug: String = "nature", title: String? = nil) -> Topic {
        Topic(id: "id-\(slug)", slug: slug, title: title ?? slug.prefix(1).uppercased() + slug.dropFirst(), description: "Photos of \(slug)", totalPhotos: 42)
    }
}
