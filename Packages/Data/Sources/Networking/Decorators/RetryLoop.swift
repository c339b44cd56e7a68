import Foundation

/// The one retry rule of ``RetryingHTTPClient`` and ``RetryingHTTPDownloadClient``: which outcomes are
/// worth another attempt, how long to wait before it, and when to stop (see ``RetryingHTTPClient`` for
/// the rule in words).
struct RetryLoop: Sendable {
    let policy: RetryPolicy
    let deadline: Duration?
    let retryable: @Sendable (HTTPResponse) -> Bool
    let clock: any Clock<Duration>
    let random: @Sendable () -> Double
    /// Whether a failure to get any answer may pass on another attempt (by default ``isTransient(_:)``).
    var transient: @Sendable (HTTPClientError) -> Bool = RetryLoop.isTransient
    /// The wall-clock time, for a `Retry-After` date on a response that carries no `Date` of its own.
    var now: @Sendable () -> Date = Date.init

    /// Runs `operation`, and again after each transient outcome while the policy and the deadline allow
    /// (only once when the request is not `idempotent`), calling `beforeRetry` before each further
    /// attempt; returns or throws the last finished attempt's outcome. `operation` is told which attempt it
    /// is, from 1.
    func run(
        idempotent: Bool,
        beforeRetry: () -> Void = {},
        _ operation: @escaping @Sendable (_ attempt: Int) async throws(HTTPClientError) -> HTTPResponse
    ) async throws(HTTPClientError) -> HTTPResponse {
        let elapsed = clock.stopwatch()
        let remaining = { () -> Duration? in deadline.map { $0 - elapsed() } }
        guard idempotent else {
            return try await self.attempt(1, of: operation, within: remaining()).get()
        }
        var attempt = 1
        var waited = Duration.zero
        var last: Result<HTTPResponse, HTTPClientError>?
        while true {
            let outcome = await self.attempt(attempt, of: operation, within: remaining())
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
            beforeRetry()
        }
    }

    /// One attempt, cancelled with ``HTTPClientError/timedOut`` when `limit` (if any) passes first.
    private func attempt(
        _ number: Int,
        of operation: @escaping @Sendable (_ attempt: Int) async throws(HTTPClientError) -> HTTPResponse,
        within limit: Duration?
    ) async -> Result<HTTPResponse, HTTPClientError> {
        guard let limit else {
            do throws(HTTPClientError) { return .success(try await operation(number)) } catch { return .failure(error) }
        }
        guard limit > .zero else { return .failure(.timedOut) }
        let clock = clock
        return await withTaskGroup(of: Result<HTTPResponse, HTTPClientError>?.self) { group in
            group.addTask {
                do throws(HTTPClientError) {
                    return .success(try await operation(number))
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
            if let retryAfter = response.headers.retryAfterSeconds(now: now()) {
                let requested = Duration.seconds(retryAfter)
                return requested <= policy.maximumDelay ? requested : nil
            }
            return policy.backoff(beforeRetry: retry, unit: random())
        case .failure(let error):
            return transient(error) ? policy.backoff(beforeRetry: retry, unit: random()) : nil
        }
    }

    /// Timeouts, stalls, refused and broken connections and other transport failures: what may pass.
    @Sendable
    static func isTransient(_ error: HTTPClientError) -> Bool {
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
