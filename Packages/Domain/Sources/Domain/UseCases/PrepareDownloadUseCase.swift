#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Prepares a photo's download: registers it with the source and says where the file is.
public protocol PrepareDownloadUseCase: Sendable {
    /// The address of `photo`'s full-size file, after the source has been told of the download.
    func execute(_ photo: Photo) async throws(DomainError) -> URL
}

/// The standard ``PrepareDownloadUseCase``: asks the repository.
public struct DefaultPrepareDownloadUseCase: PrepareDownloadUseCase {
    private let repository: any PhotoRepository

    /// Creates the use case over a repository.
    public init(repository: any PhotoRepository) {
        self.repository = repository
    }

    /// Registers the download, turning a task cancelled mid-way into ``DomainError/cancelled``. A photo that
    /// is not ``Photo/isDownloadable`` (an Unsplash+ photo) is refused with ``DomainError/subscriptionRequired``
    /// before the source is asked.
    public func execute(_ photo: Photo) async throws(DomainError) -> URL {
        guard photo.isDownloadable else { throw .subscriptionRequired }
        let url = try await repository.downloadLink(for: photo)
        if Task.isCancelled { throw .cancelled }
        return url
    }
}
