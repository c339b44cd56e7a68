/// One page of a photo listing.
public struct PhotoPage: Hashable, Sendable {
    /// The photos on this page, in the source's order.
    public let photos: [Photo]
    /// The 1-based number of this page.
    public let page: Int
    /// Whether the source has a page after this one.
    public let hasNextPage: Bool

    /// Creates a page.
    public init(photos: [Photo], page: Int, hasNextPage: Bool) {
        self.photos = photos
        self.page = page
        self.hasNextPage = hasNextPage
    }
}
