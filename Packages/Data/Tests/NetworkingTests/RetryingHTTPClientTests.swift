import Foundation
import Networking
import Synchronization
import Testing

@Suite("RetryingHTTPClient", .timeLimit(.minutes(1)))
struct RetryingHTTPClientTests {
    private let url = URL(string: "http://127.0.0.1:1/photos")!

    private func client(_ script: ScriptedHTTPClient, policy: RetryPolicy = RetryPolicy(), clock: RecordingClock) -> RetryingHTTPClient {
        RetryingHTTPClient(wrapping: script, policy: policy, clock: clock, random: { 0.5 })
    }

    @Test("given two 503s then a 200, when a GET is sent, then it is retried with doubling jittered waits and succeeds")
    func retriesServerErrors() async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 200))])
        let clock = RecordingClock()

        let response = try await client(script, clock: clock).send(HTTPRequest(url: url))

        #expect(response.status == 200)
        #expect(script.attempts == 3)
        #expect(clock.sleeps == [.milliseconds(125), .milliseconds(250)])  // half of 250 ms, half of 500 ms
    }

    @Test("given a server that always fails, when a GET is sent, then it stops after the maximum attempts with the last answer")
    func boundedAttempts() async throws {
        let script = ScriptedHTTPClient(Array(repeating: .success(HTTPResponse(status: 500)), count: 10))
        let clock = RecordingClock()

        let response = try await client(script, policy: RetryPolicy(maximumAttempts: 4), clock: clock).send(HTTPRequest(url: url))

        #expect(response.status == 500)
        #expect(script.attempts == 4)
        #expect(clock.sleeps.count == 3)
    }

    @Test("given a 429 with Retry-After, when a GET is sent, then it waits exactly that long before retrying")
    func honoursRetryAfter() async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: 429, headers: ["Retry-After": "2"])), .success(HTTPResponse(status: 200))])
        let clock = RecordingClock()

        _ = try await client(script, clock: clock).send(HTTPRequest(url: url))

        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test("given a 503 with Retry-After as a date three seconds after its own Date, when a GET is sent, then it waits those three seconds")
    func honoursRetryAfterDates() async throws {
        let limited = HTTPResponse(status: 503, headers: ["Date": "Wed, 25 Nov 2026 10:00:00 GMT", "Retry-After": "Wed, 25 Nov 2026 10:00:03 GMT"])
        let script = ScriptedHTTPClient([.success(limited), .success(HTTPResponse(status: 200))])
        let clock = RecordingClock()

        let response = try await client(script, clock: clock).send(HTTPRequest(url: url))

        #expect(response.status == 200)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("given a Retry-After beyond the longest allowed wait, when a GET is sent, then the 429 is returned at once")
    func retryAfterBeyondBudget() async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: 429, headers: ["Retry-After": "3600"]))])
        let clock = RecordingClock()

        let response = try await client(script, clock: clock).send(HTTPRequest(url: url))

        #expect(response.status == 429)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("given a Retry-After at or beyond Int's limits, when a GET is sent, then nothing traps and no wait exceeds the longest allowed", arguments: [
        "9223372036854775807", "9223372036854775808", "99999999999999999999999999", "1e18", "-9223372036854775808",
    ])
    func extremeRetryAfter(value: String) async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: 429, headers: HTTPHeaders([("Retry-After", value)]))), .success(HTTPResponse(status: 200))])
        let clock = RecordingClock()

        let response = try await client(script, clock: clock).send(HTTPRequest(url: url))

        // Either refused at once (too long) or, for a value that is no whole number, retried after backoff.
        #expect(clock.sleeps.allSatisfy { $0 <= RetryPolicy().maximumDelay })
        #expect(response.status == 429 || clock.sleeps.count == 1)
    }

    @Test("given a 403, when a GET is sent with the default rule, then it is not retried; with a rule that names it, it is")
    func retryableIsTheCallersRule() async throws {
        let forbidden = HTTPResponse(status: 403)
        let plain = ScriptedHTTPClient([.success(forbidden), .success(HTTPResponse(status: 200))])
        let named = ScriptedHTTPClient([.success(forbidden), .success(HTTPResponse(status: 200))])

        _ = try await client(plain, clock: RecordingClock()).send(HTTPRequest(url: url))
        _ = try await RetryingHTTPClient(wrapping: named, retryable: { $0.status == 403 }, clock: RecordingClock(), random: { 0.5 })
            .send(HTTPRequest(url: url))

        #expect(plain.attempts == 1)
        #expect(named.attempts == 2)
    }

    @Test("given a non-retryable status, when a GET is sent, then it is returned after one attempt", arguments: [400, 401, 404, 410, 501])
    func doesNotRetryClientErrors(status: Int) async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: status)), .success(HTTPResponse(status: 200))])

        let response = try await client(script, clock: RecordingClock()).send(HTTPRequest(url: url))

        #expect(response.status == status)
        #expect(script.attempts == 1)
    }

    @Test("given a POST, when the server answers 503, then it is not retried (not idempotent)")
    func doesNotRetryPost() async throws {
        let script = ScriptedHTTPClient([.success(HTTPResponse(status: 503)), .success(HTTPResponse(status: 200))])

        let response = try await client(script, clock: RecordingClock()).send(HTTPRequest(method: .post, url: url))

        #expect(response.status == 503)
        #expect(script.attempts == 1)
    }

    @Test("given transport failures, when a GET is sent, then transient ones are retried and permanent ones are not", arguments: [
        (HTTPClientError.timedOut, 2), (.cannotConnect("refused"), 2), (.transport(code: 56, message: "recv failure"), 2),
        (.invalidURL("x"), 1), (.tlsFailure("bad cert"), 1), (.tooLarge(limit: 1), 1), (.dnsFailure(host: "x"), 1), (.cancelled, 1),
    ])
    func transportFailures(error: HTTPClientError, expectedAttempts: Int) async throws {
        let script = ScriptedHTTPClient([.failure(error), .success(HTTPResponse(status: 200))])

        _ = try? await client(script, clock: RecordingClock()).send(HTTPRequest(url: url))

        #expect(script.attempts == expectedAttempts)
    }

    @Test("given waits that would exceed the total budget, when a GET is sent, then it stops retrying within the budget")
    func totalBudget() async throws {
        let script = ScriptedHTTPClient(Array(repeating: .success(HTTPResponse(status: 503, headers: ["Retry-After": "4"])), count: 10))
        let clock = RecordingClock()
        let policy = RetryPolicy(maximumAttempts: 10, maximumDelay: .seconds(8), maximumTotalDelay: .seconds(10))

        _ = try await client(script, policy: policy, clock: clock).send(HTTPRequest(url: url))

        #expect(clock.sleeps == [.seconds(4), .seconds(4)])
        #expect(script.attempts == 3)
    }

    @Test("given the full-jitter policy, when backoff is drawn at the extremes, then it stays within 0 and the doubled cap")
    func backoffBounds() async throws {
        let script = ScriptedHTTPClient(Array(repeating: .success(HTTPResponse(status: 503)), count: 6))
        let clock = RecordingClock()
        let policy = RetryPolicy(maximumAttempts: 6, baseDelay: .seconds(1), maximumDelay: .seconds(5), maximumTotalDelay: .seconds(60))

        _ = try await RetryingHTTPClient(wrapping: script, policy: policy, clock: clock, random: { 0.999_999 }).send(HTTPRequest(url: url))

        let caps: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)]
        #expect(clock.sleeps.count == 5)
        #expect(zip(clock.sleeps, caps).allSatisfy { $0 < $1 && $0 > $1 * 0.99 })
    }
}

/// Answers each request with the next scripted outcome and counts attempts.
final class ScriptedHTTPClient: HTTPClient {
    private let outcomes: Mutex<[Result<HTTPResponse, HTTPClientError>]>
    private let count = Mutex(0)

    init(_ outcomes: [Result<HTTPResponse, HTTPClientError>]) {
        self.outcomes = Mutex(outcomes)
    }

    var attempts: Int { count.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        let next = outcomes.withLock { $0.isEmpty ? .failure(.transport(code: 0, message: "script exhausted")) : $0.removeFirst() }
        return try next.get()
    }
}

/// A clock whose sleeps return at once and are recorded, so retry timing is asserted without waiting.
final class RecordingClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex((now: Instant(offset: .zero), sleeps: [Duration]()))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = max(state.now, deadline)
        }
    }
}
