/// Fetches everything known about one photo.
public protocol FetchPhotoDetailUseCase: Sendable {
    /// Fetches the photo `id`.
    func execute(_ id: PhotoID) async throws(DomainError) -> PhotoDetail
}

/// The standard ``FetchPhotoDetailUseCase``: asks the repository.
public struct DefaultFetchPhotoDetailUseCase: FetchPhotoDetailUseCase {
    private let repository: any PhotoRepository

    /// Creates the use case over a repository.
    public init(repository: any PhotoRepository) {
        self.repository = repository
    }

    /// Fetches the photo, turning a task cancelled mid-way into ``DomainError/cancelled``.
    public func execute(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let detail = try await repository.photo(id)
        if Task.isCancelled { throw .cancelled }
        return detail
    }
}
