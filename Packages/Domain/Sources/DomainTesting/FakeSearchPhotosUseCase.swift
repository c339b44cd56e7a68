public import Domain

/// A ``SearchPhotosUseCase`` that answers from a closure and records every search, for view-model tests.
public final class FakeSearchPhotosUseCase: SearchPhotosUseCase {
    private let repository: FakePhotoRepository

    /// Creates a use case that answers every search with `handler`.
    public init(handler: @escaping FakePhotoRepository.SearchHandler) {
        repository = FakePhotoRepository(search: handler)
    }

    /// The searches received so far, oldest first, as (query text, page number).
    public var searches: [(text: String, page: Int)] {
        repository.calls.compactMap { if case .search(let query, let request) = $0 { (query.text, request.page) } else { nil } }
    }

    /// Records the search, then answers it with the handler.
    nonisolated(nonsending) public func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await repository.search(query, page: request)
    }
}
