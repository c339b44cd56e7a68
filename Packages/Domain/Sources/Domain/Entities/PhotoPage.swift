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
    /// Where the page came from, and whether the offline cache keeps it.
    public let origin: Origin
    /// How many photos the whole listing holds, when the source says (a search's `total`); `nil` when it
    /// does not. A count the source reports, not one checked against the pages.
    public let total: Int?
    /// How many pages the whole listing spans, when the source says (a search's `total_pages`).
    public let totalPages: Int?
    /// How many sponsored photos were left out of this answer because the user asked not to see them
    /// (``ListingWithoutSponsoredPhotos``): this page's, and those of the pages of nothing else passed over
    /// for it; 0 when none were. A page left empty this way held photos all the same.
    public let sponsoredLeftOut: Int
    /// The pages, from the one asked for, that held only sponsored photos left out this way, when this
    /// answer shows none because of them (a page the source sent empty is not among them); else `nil`.
    public let onlySponsoredPages: ClosedRange<Int>?

    /// Creates a page; by default one fresh from the source that no offline cache has stored.
    public init(
        photos: [Photo],
        page: Int,
        hasNextPage: Bool,
        rateLimit: RateLimitStatus? = nil,
        origin: Origin = .source,
        total: Int? = nil,
        totalPages: Int? = nil,
        sponsoredLeftOut: Int = 0,
        onlySponsoredPages: ClosedRange<Int>? = nil
    ) {
        self.photos = photos
        self.page = page
        self.hasNextPage = hasNextPage
        self.rateLimit = rateLimit
        self.origin = origin
        self.total = total
        self.totalPages = totalPages
        self.sponsoredLeftOut = sponsoredLeftOut
        self.onlySponsoredPages = onlySponsoredPages
    }
}
