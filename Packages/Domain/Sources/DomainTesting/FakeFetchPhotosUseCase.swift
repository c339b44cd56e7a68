public import Domain

/// A ``FetchPhotosUseCase`` that answers from a closure and records every request, for view-model tests.
/// It records through a ``FakePhotoRepository``, so both fakes behave identically.
public final class FakeFetchPhotosUseCase: FetchPhotosUseCase {
    private let repository: FakePhotoRepository

    /// Creates a use case that answers every request with `handler`.
    public init(handler: @escaping FakePhotoRepository.Handler) {
        repository = FakePhotoRepository(handler: handler)
    }

    /// The requests received so far, oldest first.
    public var requests: [PageRequest] {
        repository.requests
    }

    /// Records the request, then answers it with the handler.
    public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await repository.photos(request)
    }
}
