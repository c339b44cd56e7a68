import Foundation

/// An ``HTTPClient`` decorator that retries idempotent requests after transient failures: the responses
/// `retryable` names (by default 429 and 5xx but 501; an API's own rules, such as Unsplash's rate-limit
/// 403, come from its dialect's module) and transport failures that may pass (timeouts, refused
/// connections).
///
/// Waits use full-jitter exponential backoff, or the server's `Retry-After` when it sends one. Attempts,
/// each wait and the total waiting time are bounded by ``RetryPolicy``; a `Retry-After` beyond the budget
/// returns the response at once instead of waiting.
///
/// With a `deadline`, the whole call, retries and waits included, ends by then: a retry whose wait would
/// pass it is not made, and an attempt still running at the deadline is cancelled. The caller then gets
/// what is known: the last finished attempt's outcome (a 429 stays a rate limit), or
/// ``HTTPClientError/timedOut`` when none finished. The clock is injected, so tests never sleep.
public struct RetryingHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let policy: RetryPolicy
    private let deadline: Duration?
    private let retryable: @Sendable (HTTPResponse) -> Bool
    private let clock: any Clock<Duration>
    private let random: @Sendable () -> Double

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
        self.policy = policy
        self.deadline = deadline
        self.retryable = retryable
        self.clock = clock
        self.random = random
    }

    /// Sends `request`, retrying as the policy and the deadline allow; returns or throws the last finished
    /// attempt's outcome.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let elapsed = clock.stopwatch()
        let remaining = { () -> Duration? in deadline.map { $0 - elapsed() } }
        guard request.method.isIdempotent else {
            return try await attempt(request, within: remaining()).get()
        }
        var attempt = 1
        var waited = Duration.zero
        var last: Result<HTTPResponse, HTTPClientError>?
        while true {
            let outcome = await self.attempt(request, within: remaining())
            if case .failure(.timedOut) = outcome, let last, remaining().map({ $0 <= .zero }) == true {
                // The deadline ended a retry: what the earlier attempt learned says more than "timed out".
                return try last.get()
            }
            guard attempt < policy.maximumAttempts,
                  let delay = delayBeforeRetry(after: outcome, retry: attempt),
                  waited + delay <= policy.maximumTotalDelay,
                  remaining().map({ delay < $0 }) ?? true
            else {
                return try outcome.get()
            }
            last = outcome
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw .cancelled
            }
            waited += delay
            attempt += 1
        }
    }

    /// One attempt, cancelled with ``HTTPClientError/timedOut`` when `limit` (if any) passes first.
    private func attempt(_ request: HTTPRequest, within limit: Duration?) async -> Result<HTTPResponse, HTTPClientError> {
        let (base, clock) = (base, clock)
        guard let limit else {
            do throws(HTTPClientError) { return .success(try await base.send(request)) } catch { return .failure(error) }
        }
        guard limit > .zero else { return .failure(.timedOut) }
        return await withTaskGroup(of: Result<HTTPResponse, HTTPClientError>?.self) { group in
            group.addTask {
                do throws(HTTPClientError) {
                    return .success(try await base.send(request))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                // Cancelled because the answer came first: no verdict from this task.
                guard (try? await clock.sleep(for: limit)) != nil else { return nil }
                return .failure(.timedOut)
            }
            var verdict: Result<HTTPResponse, HTTPClientError>?
            while verdict == nil, let next = await group.next() {
                verdict = next
            }
            group.cancelAll()
            return verdict ?? .failure(.cancelled)
        }
    }

    /// How long to wait before retrying `outcome`, or `nil` when it should not be retried.
    private func delayBeforeRetry(after outcome: Result<HTTPResponse, HTTPClientError>, retry: Int) -> Duration? {
        switch outcome {
        case .success(let response):
            guard retryable(response) else { return nil }
            if let retryAfter = response.headers.integer(for: "Retry-After"), retryAfter >= 0 {
                let requested = Duration.seconds(retryAfter)
                return requested <= policy.maximumDelay ? requested : nil
            }
            return policy.backoff(beforeRetry: retry, unit: random())
        case .failure(let error):
            return Self.isTransient(error) ? policy.backoff(beforeRetry: retry, unit: random()) : nil
        }
    }

    /// HTTP's own transient answers: 429 Too Many Requests and the 5xx statuses that may pass (not 501).
    @Sendable
    public static func isTransientStatus(_ response: HTTPResponse) -> Bool {
        [429, 500, 502, 503, 504].contains(response.status)
    }

    private static func isTransient(_ error: HTTPClientError) -> Bool {
        switch error {
        case .timedOut, .stalled, .cannotConnect, .connectionLost, .transport: true
        case .invalidURL, .invalidHeader, .dnsFailure, .tlsFailure, .tooLarge, .tooManyRedirects, .unsafeRedirect, .cancelled, .fileWriteFailed,
             .invalidHTTP, .unsupported:
            false
        }
    }
}

extension Clock where Duration == Swift.Duration {
    /// A function that tells the time passed on this clock since it was made.
    fileprivate func stopwatch() -> @Sendable () -> Swift.Duration {
        let start = now
        return { start.duration(to: now) }
    }
}
