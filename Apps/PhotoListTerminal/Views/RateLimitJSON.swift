import Domain

/// The source's remaining quota in photolist's documented JSON, the same in every listing:
/// `{"remaining": N, "limit": N | null}`.
struct RateLimitJSON: Encodable {
    let remaining: Int
    let limit: Int?

    /// `status` as JSON.
    init(_ status: RateLimitStatus) {
        remaining = status.remaining
        limit = status.limit
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(remaining, forKey: .remaining)
        try container.encode(limit, forKey: .limit)  // explicit null when the source gives no limit
    }

    private enum CodingKeys: String, CodingKey { case remaining, limit }
}
