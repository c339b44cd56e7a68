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
    nonisolated(nonsending) public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await repository.photos(request)
    }
}

/// A ``FetchPhotoDetailUseCase`` that answers from a closure and records every id, for view-model tests.
public final class FakeFetchPhotoDetailUseCase: FetchPhotoDetailUseCase {
    private let repository: FakePhotoRepository

    /// Creates a use case that answers every lookup with `handler`.
    public init(handler: @escaping FakePhotoRepository.DetailHandler) {
        repository = FakePhotoRepository(detail: handler)
    }

    /// The ids looked up so far, oldest first.
    public var requestedIDs: [PhotoID] {
        repository.calls.compactMap { if case .photo(let id) = $0 { id } else { nil } }
    }

    /// Records the id, then answers it with the handler.
    public func execute(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        try await repository.photo(id)
    }
}
