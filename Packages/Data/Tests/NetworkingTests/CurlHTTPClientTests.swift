import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// What only the curl adapter promises; the behaviour both adapters share is in `HTTPClientContractTests`.
@Suite("CurlHTTPClient against a loopback server", .timeLimit(.minutes(1)))
struct CurlHTTPClientTests {
    @Test("given repeated response headers, when a GET is sent, then each value is kept separately and in order")
    func keepsRepeatedHeaders() async throws {
        let server = try HTTPTestServer { request in
            .respond(status: 200, headers: [("Content-Type", "application/json"), ("X-Multi", "a"), ("x-multi", "b")],
                     body: Array("{\"path\":\"\(request.target)\"}".utf8))
        }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("photos"),
                                                         headers: ["Accept-Version": "v1"]))

        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers.values(for: "X-MULTI") == ["a", "b"])
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"path\":\"/photos\"}")
        let received = try #require(server.requests.first)
        #expect(received.header("Accept-Version") == "v1")
        #expect(received.header("User-Agent") == CurlHTTPClient.Configuration().userAgent)
    }

    @Test("given five sequential GETs to one server, when sent, then one connection serves them all")
    func reusesConnection() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Array("ok".utf8)) }
        let client = CurlHTTPClient()

        for _ in 0..<5 {
            _ = try await client.send(HTTPRequest(url: server.baseURL))
        }

        #expect(server.requests.count == 5)
        #expect(server.connectionsAccepted == 1)
        #expect(client.connectionsOpened == 1)
    }

    @Test("given a plain-HTTP server whose first answer is held until a second request arrives, when the second is sent while the first waits, then it goes on a connection of its own and is answered while the first is held (no wait to learn whether the first connection multiplexes, which HTTP/1.1 never does)")
    func slowFirstAnswerHoldsUpNoOtherRequest() async throws {
        let secondArrived = DispatchSemaphore(value: 0)
        let (firstArrived, arriving) = AsyncStream<Void>.makeStream()
        let server = try HTTPTestServer { request in
            guard request.target == "/slow" else {
                secondArrived.signal()
                return .respond(status: 200, body: Array("fast".utf8))
            }
            arriving.yield()
            // Bounded, so a client that queues the second request behind this one fails the test, not hangs it.
            let seen = secondArrived.wait(timeout: .now() + 20) == .success
            return .respond(status: 200, body: Array((seen ? "answered after the second" : "the second never came").utf8))
        }
        let client = CurlHTTPClient()

        let slow = Task { try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("slow"))) }
        for await _ in firstArrived { break }
        let fast = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("fast")))
        let first = try await slow.value

        #expect(String(decoding: fast.body, as: UTF8.self) == "fast")
        #expect(String(decoding: first.body, as: UTF8.self) == "answered after the second")
        #expect(server.connectionsAccepted == 2)
    }

    @Test("given 32 concurrent GETs, when sent, then every one succeeds with its own body")
    func concurrentRequests() async throws {
        let server = try HTTPTestServer { request in .respond(status: 200, body: Array(request.target.utf8)) }
        let client = CurlHTTPClient()

        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let response = try await client.send(HTTPRequest(url: URL(string: "\(server.baseURL)/item/\(index)")!))
                    return String(decoding: response.body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }

        #expect(bodies == Set((0..<32).map { "/item/\($0)" }))
    }

    @Test("given an answer that began and then stopped, when the low-speed window passes, then it fails as stalled, not as timed out, soon after the window")
    func anAnswerThatStopsIsStalled() async throws {
        // 200 kB at once, then nothing: a speed averaged over the last seconds stays high long after.
        let server = try HTTPTestServer { _ in .stallAfter(status: 200, declaredLength: 300_000, body: Array(repeating: 0x61, count: 200_000)) }
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .seconds(20), lowSpeedBytesPerSecond: 1_024, lowSpeedWindow: .seconds(1)))
        let started = ContinuousClock.now

        await #expect(throws: HTTPClientError.stalled) {
            try await client.send(HTTPRequest(url: server.baseURL))
        }
        // Far below the 20 s total timeout, and below the 7 s that curl's own check (a speed averaged over
        // its last 6 s) took: the silence itself ended it.
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("given a server that sends its head and no body, when the low-speed window passes, then it fails as timed out: no answer began")
    func aHeadWithoutABodyTimedOut() async throws {
        let server = try HTTPTestServer { _ in .stallAfter(status: 200, declaredLength: 100_000, body: []) }
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .seconds(20), lowSpeedBytesPerSecond: 1_024, lowSpeedWindow: .seconds(1)))

        await #expect(throws: HTTPClientError.timedOut) {
            try await client.send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given an answer that began and then stopped, when the total timeout passes first, then it fails as timed out")
    func anAnswerPastTheTotalTimeoutTimedOut() async throws {
        let server = try HTTPTestServer { _ in .stallAfter(status: 200, declaredLength: 100_000, body: Array(repeating: 0x61, count: 1_000)) }
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .seconds(1), lowSpeedBytesPerSecond: 1_024, lowSpeedWindow: .seconds(15)))

        await #expect(throws: HTTPClientError.timedOut) {
            try await client.send(HTTPRequest(url: server.baseURL))
        }
    }

    @Test("given a transfer waiting on a silent server, when its task is cancelled, then it ends as cancelled")
    func cancellation() async throws {
        let server = try HTTPTestServer { _ in .stall }
        let client = CurlHTTPClient()
        let task = Task { try await client.send(HTTPRequest(url: server.baseURL)) }
        while server.requests.isEmpty { await Task.yield() }

        task.cancel()

        await #expect(throws: HTTPClientError.cancelled) { try await task.value }
    }


}

@Suite("CurlHTTPClient connect timeout", .timeLimit(.minutes(1)))
struct CurlConnectTimeoutTests {
    @Test("given a listener whose accept queue is full, when a GET connects, then it fails as timedOut after the connect timeout")
    func connectTimeout() async throws {
        let listener = try #require(SaturatedListener(), "the kernel did not let the accept queue fill")
        defer { listener.close() }
        let client = CurlHTTPClient(configuration: .init(connectTimeout: .milliseconds(300), totalTimeout: .seconds(20)))
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/"))
        let started = ContinuousClock.now

        await #expect(throws: HTTPClientError.timedOut) {
            try await client.send(HTTPRequest(url: url))
        }
        // Far below the 20 s total timeout: it was the connect timeout that fired.
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
