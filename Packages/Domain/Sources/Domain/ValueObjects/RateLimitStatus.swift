/// How many requests the source still allows in its current window (Unsplash: per hour).
public struct RateLimitStatus: Hashable, Sendable {
    /// Requests left before the source starts refusing them.
    public let remaining: Int
    /// The size of the window's quota, when the source says.
    public let limit: Int?

    /// Creates a status; a negative `remaining` is clamped to zero, and a `limit` below what remains is no
    /// limit of this window (a source that says 60 left of 50) and is left out, so no view shows "60 of 50".
    public init(remaining: Int, limit: Int?) {
        let remaining = max(0, remaining)
        self.remaining = remaining
        self.limit = limit.flatMap { $0 >= remaining ? $0 : nil }
    }

    /// The quota once the source has refused a request for it: none left, of the limit last known. (The
    /// last page's count, or an offline copy's none, would claim requests are left.)
    public static func usedUp(after known: RateLimitStatus?) -> RateLimitStatus {
        RateLimitStatus(remaining: 0, limit: known?.limit)
    }
}
