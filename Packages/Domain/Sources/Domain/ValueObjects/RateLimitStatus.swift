/// How many requests the source still allows in its current window (Unsplash: per hour).
public struct RateLimitStatus: Hashable, Sendable {
    /// Requests left before the source starts refusing them.
    public let remaining: Int
    /// The size of the window's quota, when the source says.
    public let limit: Int?

    /// Creates a status; a negative `remaining` is clamped to zero.
    public init(remaining: Int, limit: Int?) {
        self.remaining = max(0, remaining)
        self.limit = limit.map { max(0, $0) }
    }
}
