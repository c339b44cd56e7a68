import Domain

/// A list's state as ``SharedQuota`` reads it: the quota the list shows, and how many of the list's own
/// answers told it one (a quota another list heard sets it uncounted, and is not reported back).
protocol QuotaHearing {
    /// The source's remaining request quota the list shows, or `nil` before any answer reported one.
    var rateLimit: RateLimitStatus? { get }
    /// How many of the list's own answers set ``rateLimit``.
    var quotaAnswers: Int { get }
}

extension PhotoListState: QuotaHearing {}

extension ItemListState: QuotaHearing {}
