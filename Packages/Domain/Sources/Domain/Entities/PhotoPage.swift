/// One page of a photo listing.
public struct PhotoPage: Hashable, Sendable {
    /// The photos on this page, in the source's order.
    public let photos: [Photo]
    /// The 1-based number of this page.
    public let page: Int
    /// Whether the source has a page after this one.
    public let hasNextPage: Bool
    /// The source's request quota as it stood after this page, when the source reports one.
    public let rateLimit: RateLimitStatus?

    /// Creates a page.
    public init(photos: [Photo], page: Int, hasNextPage: Bool, rateLimit: RateLimitStatus? = nil) {
        self.photos = photos
        self.page = page
        self.hasNextPage = hasNextPage
        self.rateLimit = rateLimit
    }
}
