/// Photos the source picks at random, as a one-page listing: the screens that show the catalog show a
/// random pick the same way, and refreshing it picks again.
public struct RandomPhotosListing: FetchPhotosUseCase {
    /// The most photos one pick may hold (Unsplash's cap).
    public static let countRange = 1...30

    private let count: Int
    private let repository: any PhotoFeedRepository

    /// A listing of `count` random photos from `repository`.
    /// - Throws: ``DomainError/invalidRequest(_:)`` for a count outside ``countRange``.
    public init(count: Int, repository: any PhotoFeedRepository) throws(DomainError) {
        guard Self.countRange.contains(count) else {
            throw .invalidRequest("count must be between \(Self.countRange.lowerBound) and \(Self.countRange.upperBound) (got \(count))")
        }
        self.count = count
        self.repository = repository
    }

    /// A listing of `count` random photos, the count brought into ``countRange`` (a screen's page size).
    public init(clamping count: Int, repository: any PhotoFeedRepository) {
        self.count = min(max(count, Self.countRange.lowerBound), Self.countRange.upperBound)
        self.repository = repository
    }

    /// A new pick, as the listing's only page; a later page is empty (there is no next page).
    nonisolated(nonsending) public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        guard request.page == 1 else { return PhotoPage(photos: [], page: request.page, hasNextPage: false) }
        let pick = try await repository.randomPhotos(count: count)
        if Task.isCancelled { throw .cancelled }
        var seen = Set<PhotoID>()
        let photos = pick.photos.filter { seen.insert($0.id).inserted }
        // The listing's own shape, whatever the source says of paging: one page, none after it.
        return PhotoPage(photos: photos, page: 1, hasNextPage: false, rateLimit: pick.rateLimit, origin: pick.origin)
    }
}
