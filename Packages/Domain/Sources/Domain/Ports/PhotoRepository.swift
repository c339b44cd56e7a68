/// The port through which use cases read photos. Implemented in the Data layer (network, cache, or both).
public protocol PhotoRepository: Sendable {
    /// Fetches one page of the source's default listing.
    /// - Throws: a ``DomainError`` describing why the page could not be produced.
    func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage
}
