/// Where the photos of a topic, a collection or a photographer come from, and who a photographer is. The
/// Data package implements it over the source's API; tests use `FakePhotoFeedRepository`.
public protocol PhotoFeedRepository: Sendable {
    /// One page of `feed`'s photos.
    /// - Throws: ``DomainError/notFound`` for a topic, collection or photographer the source does not
    ///   know; any other ``DomainError`` when the source cannot be read.
    func photos(in feed: PhotoFeed, page request: PageRequest) async throws(DomainError) -> PhotoPage

    /// The public profile of the photographer called `username`.
    /// - Throws: ``DomainError/notFound`` for a username the source does not know.
    func photographer(_ username: String) async throws(DomainError) -> PhotographerProfile

    /// `count` photos the source picks at random (1…30), as a first page with none after it, carrying the
    /// source's quota as any other page does.
    func randomPhotos(count: Int) async throws(DomainError) -> PhotoPage
}
