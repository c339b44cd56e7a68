#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoPage {
    /// The same page, from `origin`. A page from the offline copy carries no quota: the one it was fetched
    /// with described the source then, not now.
    public func with(origin: Origin) -> PhotoPage {
        let rateLimit = if case .offlineCopy = origin { nil as RateLimitStatus? } else { rateLimit }
        return PhotoPage(
            photos: photos, page: page, hasNextPage: hasNextPage, rateLimit: rateLimit, origin: origin, total: total, totalPages: totalPages,
            sponsoredLeftOut: sponsoredLeftOut, onlySponsoredPages: onlySponsoredPages
        )
    }

    /// The same page holding `photos` instead (a selection of its own, or the same photos changed); every
    /// other fact stays.
    public func replacingPhotos(_ photos: [Photo]) -> PhotoPage {
        leavingOutSponsored(sponsoredLeftOut, showing: photos, onlySponsoredPages: onlySponsoredPages)
    }

    /// The same page showing only `photos`, a selection of its own, with `count` sponsored photos left out
    /// at the user's asking (``sponsoredLeftOut``), and `pages` the pages that held nothing else when none
    /// is shown (``onlySponsoredPages``).
    public func leavingOutSponsored(_ count: Int, showing photos: [Photo], onlySponsoredPages pages: ClosedRange<Int>?) -> PhotoPage {
        PhotoPage(
            photos: photos, page: page, hasNextPage: hasNextPage, rateLimit: rateLimit, origin: origin, total: total, totalPages: totalPages,
            sponsoredLeftOut: count, onlySponsoredPages: pages
        )
    }

    /// The same page, marked as read from the offline copy fetched at `date`, without asking the source
    /// (offline).
    public func cached(at date: Date) -> PhotoPage {
        with(origin: .offlineCopy(fetchedAt: date, outage: nil))
    }
}
