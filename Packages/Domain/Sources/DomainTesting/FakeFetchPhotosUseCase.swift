public import Domain
import Synchronization

/// A ``FetchPhotosUseCase`` that answers from a closure and records every request, for view-model tests.
public final class FakeFetchPhotosUseCase: FetchPhotosUseCase {
    /// Produces the answer for a request.
    public typealias Handler = @Sendable (PageRequest) async throws(DomainError) -> PhotoPage

    private let handler: Handler
    private let recorded = Mutex<[PageRequest]>([])

    /// Creates a use case that answers every request with `handler`.
    public init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// The requests received so far, oldest first.
    public var requests: [PageRequest] {
        recorded.withLock { $0 }
    }

    /// Records the request, then answers it with the handler.
    public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        recorded.withLock { $0.append(request) }
        return try await handler(request)
    }
}
