/// When and how long ``RetryingHTTPClient`` and ``RetryingHTTPDownloadClient`` wait before trying again.
public struct RetryPolicy: Sendable, Hashable {
    /// The most times a request is sent, the first attempt included.
    public var maximumAttempts: Int
    /// The backoff cap for the first retry; it doubles with each further retry.
    public var baseDelay: Duration
    /// The largest single wait, whatever the attempt number or `Retry-After` says.
    public var maximumDelay: Duration
    /// The most time spent waiting across all retries of one request.
    public var maximumTotalDelay: Duration

    /// Creates a policy; the defaults suit an interactive client.
    public init(
        maximumAttempts: Int = 3,
        baseDelay: Duration = .milliseconds(250),
        maximumDelay: Duration = .seconds(8),
        maximumTotalDelay: Duration = .seconds(15)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.maximumTotalDelay = maximumTotalDelay
    }

    /// Full-jitter exponential backoff (AWS architecture blog, "Exponential Backoff and Jitter"): a uniform
    /// wait in `0 ..< min(maximumDelay, baseDelay × 2^(retry − 1))`. `unit` is a random number in 0..<1.
    func backoff(beforeRetry retry: Int, unit: Double) -> Duration {
        let exponent = min(max(retry - 1, 0), 30)
        let ceiling = min(maximumDelay, baseDelay * (1 << exponent))
        return ceiling * min(max(unit, 0), 1)
    }
}
