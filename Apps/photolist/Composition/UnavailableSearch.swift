import Domain

/// The search of a source that has none (Lorem Picsum): every search is refused with the plan's reason,
/// which says where to go instead, as ``SourceBrowsing``'s refusing ports do for topics and collections.
struct UnavailableSearch: SearchPhotosUseCase {
    /// Why the source cannot search (``SourcePlan/searchUnavailableReason``).
    let reason: String

    nonisolated(nonsending) func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        throw .unsupported(reason)
    }
}
