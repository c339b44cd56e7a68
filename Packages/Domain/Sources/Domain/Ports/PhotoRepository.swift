#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The port through which use cases read photos. Implemented in the Data layer (network, cache, or both).
///
/// The two page reads are `nonisolated(nonsending)`: they start on the caller's executor, so a page that a
/// local cache answers reaches a view model on the main actor without a hop to the global executor and
/// back. An implementation with slow work to do (a request, decoding, a write) marks its method, or the
/// part that is slow, `@concurrent`, or is a plain `async` method, which the compiler calls off the caller.
public protocol PhotoRepository: Sendable {
    /// Fetches one page of the source's default listing, starting on the caller's executor.
    /// - Throws: a ``DomainError`` describing why the page could not be produced.
    nonisolated(nonsending) func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage

    /// Fetches one page of the photos matching `query`, most relevant first, starting on the caller's executor.
    nonisolated(nonsending) func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage

    /// Fetches everything known about the photo `id`.
    /// - Throws: ``DomainError/notFound`` when the source has no such photo.
    func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail

    /// Tells the source that the user is downloading `photo` (Unsplash's terms require this call for every
    /// download, and only for downloads) and returns the address of the full-size file to save.
    func downloadLink(for photo: Photo) async throws(DomainError) -> URL
}
