import Foundation
import Networking
import Synchronization
import Testing

@Suite("RetryingHTTPClient with a deadline", .timeLimit(.minutes(1)))
struct RetryDeadlineTests {
    private let url = URL(string: "http://127.0.0.1:9/photos")!

    @Test("given a client that never answers, when the deadline passes, then the call ends as timed out, the attempt is cancelled and none follows")
    func deadlineEndsAStalledCall() async throws {
        let stalled = StalledHTTPClient()
        let clock = RecordingClock()

        await #expect(throws: HTTPClientError.timedOut) {
            _ = try await RetryingHTTPClient(wrapping: stalled, deadline: .seconds(5), clock: clock).send(HTTPRequest(url: url))
        }

        #expect(clock.sleeps == [.seconds(5)])
        #expect(stalled.calls == 1 && stalled.sawCancellation)
    }

    @Test("given a 429 whose Retry-After ends after the deadline, when sent, then the 429 comes back at once instead of a timeout")
    func retryThatCannotFitIsNotMade() async throws {
        let limited = HTTPResponse(status: 429, headers: ["Retry-After": "2"])
        let script = ScriptedHTTPClient([.success(limited), .success(HTTPResponse(status: 200))])

        let response = try await RetryingHTTPClient(wrapping: script, deadline: .seconds(1), clock: UntilCancelledClock()).send(HTTPRequest(url: url))

        #expect(response.status == 429)
        #expect(script.attempts == 1)
    }

    @Test("given a client that answers before the deadline, when sent, then its answer comes back")
    func answerBeforeTheDeadline() async throws {
        let answering = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: Data("ok".utf8)))])

        let response = try await RetryingHTTPClient(wrapping: answering, deadline: .seconds(5), clock: UntilCancelledClock()).send(HTTPRequest(url: url))

        #expect(response.status == 200)
    }

    @Test("given a request that is never retried (POST), when the deadline passes, then it is bounded too")
    func nonIdempotentRequestsAreBounded() async throws {
        let stalled = StalledHTTPClient()

        await #expect(throws: HTTPClientError.timedOut) {
            _ = try await RetryingHTTPClient(wrapping: stalled, deadline: .seconds(2), clock: RecordingClock())
                .send(HTTPRequest(method: .post, url: url))
        }
    }
}

/// A client whose calls suspend until cancelled, then fail as cancelled.
private final class StalledHTTPClient: HTTPClient {
    private let cancelled = Mutex(false)
    private let count = Mutex(0)

    var sawCancellation: Bool { cancelled.withLock { $0 } }
    var calls: Int { count.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}  // ends only when the task is cancelled
        continuation.finish()
        cancelled.withLock { $0 = true }
        throw .cancelled
    }
}

/// A clock whose sleeps last until the sleeping task is cancelled.
private struct UntilCancelledClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        continuation.finish()
        throw CancellationError()
    }
}
