import Foundation

/// An ``HTTPClient`` decorator that retries idempotent requests after transient failures: the responses
/// `retryable` names (by default 429 and 5xx but 501; an API's own rules, such as Unsplash's rate-limit
/// 403, come from its dialect's module) and transport failures that may pass (timeouts, refused
/// connections).
///
/// Waits use full-jitter exponential backoff, or the server's `Retry-After` (seconds or a date) when it sends one. Attempts,
/// each wait and the total waiting time are bounded by ``RetryPolicy``; a `Retry-After` beyond the budget
/// returns the response at once instead of waiting.
///
/// With a `deadline`, the whole call, retries and waits included, ends by then: a retry whose wait would
/// pass it is not made, and an attempt still running at the deadline is cancelled. The caller then gets
/// what is known: the last finished attempt's outcome (a 429 stays a rate limit), or
/// ``HTTPClientError/timedOut`` when none finished. The clock is injected, so tests never sleep.
public struct RetryingHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let loop: RetryLoop

    /// Wraps `base`.
    /// - Parameters:
    ///   - base: the client that sends each attempt.
    ///   - policy: attempt and time bounds.
    ///   - deadline: the longest a whole call may take, retries included; `nil` for no limit but the policy's.
    ///   - retryable: whether a response is worth another attempt.
    ///   - clock: what waits and the deadline are measured and slept on.
    ///   - random: a source of uniform numbers in 0..<1 for the jitter.
    public init(
        wrapping base: any HTTPClient,
        policy: RetryPolicy = RetryPolicy(),
        deadline: Duration? = nil,
        retryable: @escaping @Sendable (HTTPResponse) -> Bool = RetryingHTTPClient.isTransientStatus,
        clock: any Clock<Duration> = ContinuousClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        loop = RetryLoop(policy: policy, deadline: deadline, retryable: retryable, clock: clock, random: random)
    }

    /// Sends `request`, retrying as the policy and the deadline allow; returns or throws the last finished
    /// attempt's outcome.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let base = base
        return try await loop.run(idempotent: request.method.isIdempotent) { _ async throws(HTTPClientError) in
            try await base.send(request)
        }
    }

    /// HTTP's own transient answers: 429 Too Many Requests and the 5xx statuses that may pass (not 501).
    @Sendable
    public static func isTransientStatus(_ response: HTTPResponse) -> Bool {
        [429, 500, 502, 503, 504].contains(response.status)
    }
}
