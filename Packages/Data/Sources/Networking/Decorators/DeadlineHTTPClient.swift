/// An ``HTTPClient`` decorator that bounds the whole wait for an answer, retries and their pauses
/// included: when `limit` passes first, the exchange is cancelled and ``HTTPClientError/timedOut`` thrown.
/// A per-attempt timeout alone lets a retrying client wait several times as long as the user asked for.
/// The clock is injected, so tests never wait.
public struct DeadlineHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let limit: Duration
    private let clock: any Clock<Duration>

    /// Wraps `base` (usually a ``RetryingHTTPClient``) so that no call takes longer than `limit`.
    public init(wrapping base: any HTTPClient, limit: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.base = base
        self.limit = limit
        self.clock = clock
    }

    /// Sends `request` through the wrapped client, or throws ``HTTPClientError/timedOut`` at the deadline.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let (base, limit, clock) = (base, limit, clock)
        let outcome = await withTaskGroup(of: Result<HTTPResponse, HTTPClientError>?.self) { group in
            group.addTask {
                do throws(HTTPClientError) {
                    return .success(try await base.send(request))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                // Cancelled (the answer came first): no verdict from this task.
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
        return try outcome.get()
    }
}
