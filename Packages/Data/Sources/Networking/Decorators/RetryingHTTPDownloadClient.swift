public import Foundation

/// An ``HTTPDownloadClient`` decorator that retries a download after a transient failure, by the same
/// rule as ``RetryingHTTPClient`` (a 429 or a 5xx but 501, a stall, a refused or broken connection;
/// `Retry-After` honoured within the policy), but not after a host that never answered in time: the
/// caller's timeout is its wait for a first answer, and it is not tripled. Each retry starts the file
/// again: the part an attempt wrote is removed first, so the file only ever holds one attempt's bytes.
public struct RetryingHTTPDownloadClient: HTTPDownloadClient {
    private let base: any HTTPDownloadClient
    private let loop: RetryLoop

    /// Wraps `base`.
    /// - Parameters:
    ///   - base: the client that makes each attempt.
    ///   - policy: attempt and time bounds.
    ///   - retryable: whether a response is worth another attempt.
    ///   - clock: what waits are measured and slept on.
    ///   - random: a source of uniform numbers in 0..<1 for the jitter.
    public init(
        wrapping base: any HTTPDownloadClient,
        policy: RetryPolicy = RetryPolicy(),
        retryable: @escaping @Sendable (HTTPResponse) -> Bool = RetryingHTTPClient.isTransientStatus,
        clock: any Clock<Duration> = ContinuousClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        // No deadline: a large file takes as long as it takes; the base bounds each stall.
        loop = RetryLoop(policy: policy, deadline: nil, retryable: retryable, clock: clock, random: random) { error in
            if case .timedOut = error { return false }
            return RetryLoop.isTransient(error)
        }
    }

    /// Downloads `request` into `file`, retrying as the policy allows; returns or throws the last finished
    /// attempt's outcome. `progress` starts again from zero with each retry, and names its attempt.
    public func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(HTTPClientError) -> HTTPResponse {
        let base = base
        // The name is the caller's new file (see HTTPDownloadClient), so what is there is this call's part.
        return try await loop.run(idempotent: request.method.isIdempotent, beforeRetry: { unlink(file.path) }) { attempt async throws(HTTPClientError) in
            if attempt > 1 { progress(TransferProgress(receivedBytes: 0, expectedBytes: nil, attempt: attempt)) }  // the file starts again
            return try await base.download(request, to: file) { report in progress(report.fromAttempt(attempt)) }
        }
    }
}
