/// Where collections come from. The Data package implements it over the source's API; tests use
/// `FakeCollectionsRepository`.
public protocol CollectionsRepository: Sendable {
    /// One page of the source's featured collections, in its order.
    /// - Throws: ``DomainError`` when the source cannot be read.
    func collections(_ request: PageRequest) async throws(DomainError) -> ItemPage<PhotoCollection>
}
