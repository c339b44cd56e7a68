public import Domain
import Synchronization

/// A `CollectionsRepository` that answers every page with a fixed result and records the pages asked.
public final class FakeCollectionsRepository: CollectionsRepository {
    private let result: Result<[PhotoCollection], DomainError>
    private let asked = Mutex<[PageRequest]>([])

    /// Creates a repository whose every page holds `collections` (and says no page follows).
    public init(collections: [PhotoCollection] = []) {
        result = .success(collections)
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
    public func collections(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection> {
        asked.withLock { $0.append(request) }
        return ItemPage(items: try result.get(), page: request.page, hasNextPage: false)
    }
}

extension PhotoCollection {
    /// A collection whose fields derive from `id`, for tests.
    public static func fixture(id: String = "1", title: String? = nil) -> PhotoCollection {
        PhotoCollection(id: id, title: title ?? "Collection \(id)", description: nil, totalPhotos: 12, curator: nil)
    }
}
