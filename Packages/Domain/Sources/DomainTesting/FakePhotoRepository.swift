public import Domain
import Synchronization

/// A ``PhotoRepository`` that answers from a closure and records every request it receives.
public final class FakePhotoRepository: PhotoRepository {
    /// Produces the answer for a request.
    public typealias Handler = @Sendable (PageRequest) async throws(DomainError) -> PhotoPage

    private let handler: Handler
    private let recorded = Mutex<[PageRequest]>([])

    /// Creates a repository that answers every request with `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a repository that serves ``PhotoPage/fixture(page:count:hasNextPage:)`` pages up to `lastPage`.
    public convenience init(lastPage: Int = 3, perPageCount: Int = 3) {
        self.init { request in
            PhotoPage.fixture(page: request.page, count: perPageCount, hasNextPage: request.page < lastPage)
        }
    }

    /// The requests received so far, oldest first.
    public var requests: [PageRequest] {
        recorded.withLock { $0 }
    }

    /// Records the request, then answers it with the handler.
    public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        recorded.withLock { $0.append(request) }
        return try await handler(request)
    }
}
