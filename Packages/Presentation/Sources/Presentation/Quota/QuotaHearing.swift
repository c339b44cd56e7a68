import Domain

/// A list's state as ``SharedQuota`` reads it: the quota the list shows, and how many of the list's own
/// answers told it one (a quota another list heard sets it uncounted, and is not reported back).
protocol QuotaHearing {
    /// The source's remaining request quota the list shows, or `nil` before any answer reported one.
    var rateLimit: RateLimitStatus? { get set }
    /// How many of the list's own answers set ``rateLimit``.
    var quotaAnswers: Int { get set }
}

extension QuotaHearing {
    /// Takes `status` as the quota one of the list's own answers reported.
    mutating func heard(_ status: RateLimitStatus) {
        rateLimit = status
        quotaAnswers += 1
    }

    /// Shows the quota as used up, of the limit last reported (`RateLimitStatus.usedUp(after:)`): what the
    /// source says when it rate limits.
    mutating func quotaUsedUp() {
        heard(.usedUp(after: rateLimit))
    }
}

extension PhotoListState: QuotaHearing {}

extension ItemListState: QuotaHearing {}
