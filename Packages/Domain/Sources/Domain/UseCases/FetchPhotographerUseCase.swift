/// Reads a photographer's public profile, for the header of their photos.
public protocol FetchPhotographerUseCase: Sendable {
    /// The profile of the photographer called `username`.
    func execute(_ username: String) async throws(DomainError) -> PhotographerProfile
}

/// Reads the profile from a ``PhotoFeedRepository``.
public struct DefaultFetchPhotographerUseCase: FetchPhotographerUseCase {
    private let repository: any PhotoFeedRepository

    /// Creates the use case over `repository`.
    public init(repository: any PhotoFeedRepository) {
        self.repository = repository
    }

    /// The profile; an empty username is refused before the source is asked.
    public func execute(_ username: String) async throws(DomainError) -> PhotographerProfile {
        guard !username.isEmpty else { throw .invalidRequest("the username is empty") }
        return try await repository.photographer(username)
    }
}
