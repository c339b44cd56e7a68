/// A listing with its sponsored photos left out, for users who asked not to see advertisements
/// (`--no-sponsored`, or the settings file's `sponsored = false`).
///
/// A page whose photos were all sponsored is passed over for the next one, so a listing never looks ended
/// (a page that adds no photo ends a listing) only because of what was hidden. The answer counts what it
/// left out (`PhotoPage/sponsoredLeftOut`), so a listing that does end that way, when more such pages come
/// in a row than are passed over, can say why.
public struct ListingWithoutSponsoredPhotos: FetchPhotosUseCase {
    /// How many pages in a row of nothing but sponsored photos are passed over before an empty page is
    /// answered: enough for any real feed, few enough that a hostile source cannot spend the quota.
    static let maximumSkippedPages = 3

    private let listing: any FetchPhotosUseCase

    /// Creates the filter over `listing`.
    public init(_ listing: any FetchPhotosUseCase) {
        self.listing = listing
    }

    /// The page `request` names without its sponsored photos, or the next page with any unsponsored photo.
    nonisolated(nonsending) public func execute(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        let asked = request.page
        var request = request
        var page = try await listing.execute(request)
        var passedOver = 0
        for _ in 0..<Self.maximumSkippedPages {
            guard Self.holdsOnlySponsored(page), page.hasNextPage, let next = request.next else { break }
            let following: PhotoPage
            do {
                following = try await listing.execute(next)
            } catch .notCached {
                break  // offline, a page passed over may not be kept: the page in hand is the answer
            }
            passedOver += page.photos.count
            request = next
            page = following
        }
        let shown = page.photos.filter { $0.sponsorship == nil }
        // The pages passed over held only sponsored photos, and so does the answer's unless the source sent
        // it empty: a range that ended on an empty page would blame it on what was hidden.
        let lastOnlySponsored = Self.holdsOnlySponsored(page) ? request.page : passedOver > 0 ? request.page - 1 : nil
        let pages = shown.isEmpty ? lastOnlySponsored.map { asked...max(asked, $0) } : nil
        return page.leavingOutSponsored(passedOver + page.photos.count - shown.count, showing: shown, onlySponsoredPages: pages)
    }

    /// Whether `page` held photos, every one of them sponsored.
    private static func holdsOnlySponsored(_ page: PhotoPage) -> Bool {
        !page.photos.isEmpty && page.photos.allSatisfy { $0.sponsorship != nil }
    }
}
