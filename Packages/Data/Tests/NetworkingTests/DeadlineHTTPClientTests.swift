import Foundation
import Networking
import Synchronization
import Testing

@Suite("DeadlineHTTPClient")
struct DeadlineHTTPClientTests {
    private let url = URL(string: "http://127.0.0.1:9/photos")!

    @Test("given a client that never answers, when the deadline passes, then the call ends as timed out and the exchange is cancelled")
    func deadlineEndsAStalledCall() async throws {
        let stalled = StalledHTTPClient()
        let clock = RecordingClock()

        await #expect(throws: HTTPClientError.timedOut) {
            _ = try await DeadlineHTTPClient(wrapping: stalled, limit: .seconds(5), clock: clock).send(HTTPRequest(url: url))
        }

        #expect(clock.sleeps == [.seconds(5)])
        #expect(stalled.sawCancellation)
    }

    @Test("given a client that answers before the deadline, when sent, then its answer comes back")
    func answerBeforeTheDeadline() async throws {
        let answering = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: Data("ok".utf8)))])

        let response = try await DeadlineHTTPClient(wrapping: answering, limit: .seconds(5), clock: UntilCancelledClock()).send(HTTPRequest(url: url))

        #expect(response.status == 200)
    }

    @Test("given retries that would together outlast the deadline, when sent, then the whole call ends at the deadline")
    func retriesAreInsideTheDeadline() async throws {
        let retrying = RetryingHTTPClient(wrapping: StalledHTTPClient(), clock: UntilCancelledClock())
        let clock = RecordingClock()

        await #expect(throws: HTTPClientError.timedOut) {
            _ = try await DeadlineHTTPClient(wrapping: retrying, limit: .seconds(3), clock: clock).send(HTTPRequest(url: url))
        }
        #expect(clock.sleeps == [.seconds(3)])
    }
}

/// A client whose calls suspend until cancelled, then fail as cancelled.
private final class StalledHTTPClient: HTTPClient {
    private let cancelled = Mutex(false)

    var sawCancellation: Bool { cancelled.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
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
