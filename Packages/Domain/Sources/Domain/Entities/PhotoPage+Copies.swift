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
            sponsoredLeftOut: sponsoredLeftOut
        )
    }

    /// The same page holding `photos` instead (a selection of its own, or the same photos changed); every
    /// other fact stays.
    public func replacingPhotos(_ photos: [Photo]) -> PhotoPage {
        leavingOutSponsored(sponsoredLeftOut, showing: photos)
    }

    /// The same page showing only `photos`, a selection of its own, with `count` sponsored photos left out
    /// at the user's asking (``sponsoredLeftOut``).
    public func leavingOutSponsored(_ count: Int, showing photos: [Photo]) -> PhotoPage {
        PhotoPage(
            photos: photos, page: page, hasNextPage: hasNextPage, rateLimit: rateLimit, origin: origin, total: total, totalPages: totalPages,
            sponsoredLeftOut: count
        )
    }

    /// The same page, marked as read from the offline copy fetched at `date`, without asking the source
    /// (offline).
    public func cached(at date: Date) -> PhotoPage {
        with(origin: .offlineCopy(fetchedAt: date, outage: nil))
    }
}
