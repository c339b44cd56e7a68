import Domain
import Testing

@Suite("The request quota")
struct RateLimitStatusTests {
    @Test("given a source that says more remain than its limit, or fewer than none, when a status is made, then the limit is left out and none left is zero")
    func impossibleCountsAreNotKept() {
        #expect(RateLimitStatus(remaining: 60, limit: 50) == RateLimitStatus(remaining: 60, limit: nil))
        #expect(RateLimitStatus(remaining: -3, limit: 50).remaining == 0)
    }

    @Test("given a known quota or none, when the source rate limits, then none is left, of the limit last known")
    func aRateLimitUsesTheQuotaUp() {
        #expect(RateLimitStatus.usedUp(after: RateLimitStatus(remaining: 12, limit: 50)) == RateLimitStatus(remaining: 0, limit: 50))
        #expect(RateLimitStatus.usedUp(after: nil) == RateLimitStatus(remaining: 0, limit: nil))
    }

    @Test("given a page whose items repeat, when each is kept once, then the page keeps its number, its next page and its quota")
    func aPageKeptOnceKeepsItsQuota() {
        let quota = RateLimitStatus(remaining: 7, limit: 50)
        let page = ItemPage(items: ["a", "b", "a"], page: 3, hasNextPage: true, rateLimit: quota)

        let kept = page.keepingFirst { $0 }

        #expect(kept == ItemPage(items: ["a", "b"], page: 3, hasNextPage: true, rateLimit: quota))
    }
}
