public import Foundation

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
    /// When the page came from the offline copy instead of the source: the time it was fetched. `nil` for a
    /// page fresh from the source.
    public let cachedAt: Date?
    /// How many photos the whole listing holds, when the source says (a search's `total`); `nil` when it
    /// does not. A count the source reports, not one checked against the pages.
    public let total: Int?

    /// Creates a page.
    public init(
        photos: [Photo],
        page: Int,
        hasNextPage: Bool,
        rateLimit: RateLimitStatus? = nil,
        cachedAt: Date? = nil,
        total: Int? = nil
    ) {
        self.photos = photos
        self.page = page
        self.hasNextPage = hasNextPage
        self.rateLimit = rateLimit
        self.cachedAt = cachedAt
        self.total = total
    }

    /// The same page, marked as read from the offline copy fetched at `date`.
    public func cached(at date: Date) -> PhotoPage {
        PhotoPage(photos: photos, page: page, hasNextPage: hasNextPage, rateLimit: nil, cachedAt: date, total: total)
    }
}
