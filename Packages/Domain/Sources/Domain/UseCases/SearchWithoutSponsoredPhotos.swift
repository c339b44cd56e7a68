/// ``ListingWithoutSponsoredPhotos`` for search results.
public struct SearchWithoutSponsoredPhotos: SearchPhotosUseCase {
    private let search: any SearchPhotosUseCase

    /// Creates the filter over `search`.
    public init(_ search: any SearchPhotosUseCase) {
        self.search = search
    }

    /// The results page without its sponsored photos, passing over pages that held nothing else.
    nonisolated(nonsending) public func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await ListingWithoutSponsoredPhotos(search.listing(for: query)).execute(request)
    }
}
