import Foundation

/// An ``HTTPClient`` decorator that retries idempotent requests after transient failures: 5xx (but 501),
/// 429, a rate-limit 403, and transport failures that may pass (timeouts, refused connections).
///
/// Waits use full-jitter exponential backoff, or the server's `Retry-After` when it sends one. Attempts,
/// each wait and the total waiting time are bounded by ``RetryPolicy``; a `Retry-After` beyond the budget
/// returns the response at once instead of waiting. The clock is injected, so tests never sleep.
public struct RetryingHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>
    private let random: @Sendable () -> Double

    /// Wraps `base`.
    /// - Parameters:
    ///   - base: the client that sends each attempt.
    ///   - policy: attempt and time bounds.
    ///   - clock: what waits are measured and slept on.
    ///   - random: a source of uniform numbers in 0..<1 for the jitter.
    public init(
        wrapping base: any HTTPClient,
        policy: RetryPolicy = RetryPolicy(),
        clock: any Clock<Duration> = ContinuousClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        self.policy = policy
        self.clock = clock
        self.random = random
    }

    /// Sends `request`, retrying as the policy allows; returns or throws the last attempt's outcome.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard request.method.isIdempotent else {
            return try await base.send(request)
        }
        var attempt = 1
        var waited = Duration.zero
        while true {
            let outcome: Result<HTTPResponse, HTTPClientError>
            do {
                outcome = .success(try await base.send(request))
            } catch {
                outcome = .failure(error)
            }
            guard attempt < policy.maximumAttempts,
                  let delay = delayBeforeRetry(after: outcome, retry: attempt),
                  waited + delay <= policy.maximumTotalDelay
            else {
                return try outcome.get()
            }
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            waited += delay
            attempt += 1
        }
    }

    /// How long to wait before retrying `outcome`, or `nil` when it should not be retried.
    private func delayBeforeRetry(after outcome: Result<HTTPResponse, HTTPClientError>, retry: Int) -> Duration? {
        switch outcome {
        case .success(let response):
            guard Self.isRetryable(response) else { return nil }
            if let retryAfter = response.headers.integer(for: "Retry-After"), retryAfter >= 0 {
                let requested = Duration.seconds(retryAfter)
                return requested <= policy.maximumDelay ? requested : nil
            }
            return policy.backoff(beforeRetry: retry, unit: random())
        case .failure(let error):
            return Self.isTransient(error) ? policy.backoff(beforeRetry: retry, unit: random()) : nil
        }
    }

    private static func isRetryable(_ response: HTTPResponse) -> Bool {
        switch response.status {
        case 429, 500, 502, 503, 504: true
        case 403: response.isRateLimitExhausted
        default: false
        }
    }

    private static func isTransient(_ error: HTTPClientError) -> Bool {
        switch error {
        case .timedOut, .cannotConnect, .connectionLost, .transport: true
        case .invalidURL, .invalidHeader, .dnsFailure, .tlsFailure, .tooLarge, .tooManyRedirects, .unsafeRedirect, .cancelled, .fileWriteFailed,
             .invalidHTTP, .unsupported:
            false
        }
    }
}
