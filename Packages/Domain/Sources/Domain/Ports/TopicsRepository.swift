/// Where topics come from. The Data package implements it over the source's API; tests use
/// `FakeTopicsRepository`.
public protocol TopicsRepository: Sendable {
    /// One page of the source's topics, in its order.
    /// - Throws: ``DomainError`` when the source cannot be read.
    func topics(_ request: PageRequest) async throws(DomainError) -> ItemPage<Topic>
}
