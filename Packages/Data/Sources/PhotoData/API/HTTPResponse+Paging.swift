import Domain
import Networking

extension HTTPResponse {
    /// Whether a page follows the one this response answered `request` with: `Link: rel="next"` when the
    /// server sends links; else a plausible `X-Total` (``listedTotal``); else whether the page came back
    /// full of valid items (malformed items never make a page look full). Every paged Unsplash listing
    /// answers so.
    func hasNextPage(after request: PageRequest, validCount: Int) -> Bool {
        let links = headers.values(for: "Link")
        if !links.isEmpty {
            return LinkHeader(links)["next"] != nil
        }
        if let total = listedTotal {
            return request.page * request.perPage < total  // cannot overflow: PageRequest bounds both factors
        }
        return validCount >= request.perPage
    }

    /// How many items the whole listing holds, from `X-Total`; `nil` when the header is absent or
    /// implausible (an untrusted number: a negative one, or one past ``PlausibleRange/count``, is no count).
    var listedTotal: Int? {
        PlausibleRange.within(PlausibleRange.count, headers.integer(for: "X-Total"))
    }
}
