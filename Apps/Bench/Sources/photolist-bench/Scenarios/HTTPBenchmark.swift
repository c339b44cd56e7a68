import CCurlBench
import DemoServer
import Foundation
import CurlNetworking
import Networking
import URLSessionNetworking

/// GETs of one 30-photo page from the demo server on loopback: the curl client (from the shared pool, and
/// with the caller on its transfer thread), the URLSession client, AsyncHTTPClient, and a plain C loop on
/// one reused curl handle, sequentially and with 8 and 32 requests in flight. Each run measures the clients
/// back to back, so every ratio compares figures from the same moment.
struct HTTPBenchmark {
    let runs: Int
    let requests: Int

    func measure(into report: inout Report) async throws {
        let server = try await DemoServer.start()
        defer { Task { try? await server.shutdown() } }
        let url = server.baseURL.appendingPathComponent("photos").absoluteString + "?per_page=30&page=1"
        let request = HTTPRequest(url: URL(string: url)!)
        // One client each for the whole benchmark, as the app keeps one: connections stay warm.
        let curl = CurlHTTPClient()
        let session = URLSessionHTTPClient()
        let nio = AsyncHTTPClientPeer()
        defer { Task { try? await nio.shutdown() } }
        _ = try await curl.send(request)
        _ = try await session.send(request)
        _ = try await nio.send(request)

        var rates: [String: Samples] = [:]
        var plainConnections = 0
        for _ in 0..<runs {
            let curlRate = try await Self.rate(requests) { try await Self.sequential(curl, request, count: requests) }
            let onThreadRate = try await Self.rate(requests) {
                try await withTaskExecutorPreference(curl.transferExecutor) {
                    try await Self.sequential(curl, request, count: requests)
                }
            }
            let sessionRate = try await Self.rate(requests) { try await Self.sequential(session, request, count: requests) }
            let nioRate = try await Self.rate(requests) { try await Self.sequential(nio, request, count: requests) }
            var opened = 0
            let plainRate = try await Self.rate(requests) {
                let succeeded = photolist_bench_curl_loop(url, requests, &opened)
                guard succeeded == requests else { throw BenchmarkFailure("the plain curl loop got \(succeeded) of \(requests) answers") }
            }
            plainConnections = opened
            for (key, value) in [
                ("curl", curlRate), ("onThread", onThreadRate), ("session", sessionRate), ("nio", nioRate), ("plain", plainRate),
                ("curl/plain", curlRate / plainRate), ("onThread/plain", onThreadRate / plainRate),
                ("curl/session", curlRate / sessionRate), ("curl/nio", curlRate / nioRate),
                ("plain/session", plainRate / sessionRate), ("plain/nio", plainRate / nioRate),
            ] {
                rates[key, default: Samples()].append(value)
            }
        }
        let group = "HTTP sequential (\(requests) GETs)"
        report.rows += [
            Self.row(group, "curl client", rates["curl"]!),
            Self.row(group, "curl client, caller on its transfer thread", rates["onThread"]!),
            Self.row(group, "URLSession client", rates["session"]!),
            Self.row(group, "AsyncHTTPClient", rates["nio"]!),
            Self.row(group, "plain C libcurl loop (\(plainConnections) connection\(plainConnections == 1 ? "" : "s"))", rates["plain"]!),
            Self.row(group, "curl ÷ plain loop", rates["curl/plain"]!, unit: "×", target: 0.9),
            Self.row(group, "curl on its transfer thread ÷ plain loop", rates["onThread/plain"]!, unit: "×", target: 0.9),
            Self.row(group, "curl ÷ URLSession", rates["curl/session"]!, unit: "×"),
            Self.row(group, "curl ÷ AsyncHTTPClient", rates["curl/nio"]!, unit: "×"),
            Self.row(group, "plain loop ÷ URLSession (its own lead)", rates["plain/session"]!, unit: "×"),
            Self.row(group, "plain loop ÷ AsyncHTTPClient (its own lead)", rates["plain/nio"]!, unit: "×"),
        ]

        let plainMedian = rates["plain"]!.median
        for inFlight in [8, 32] {
            // Warm-up opens the connections this many requests in flight need; after it, none should open. One
            // round may open fewer than it needs (a task can start after another finished and take its
            // connection), so rounds repeat until one opens nothing, five at most.
            for _ in 0..<5 {
                let opened = curl.connectionsOpened
                try await Self.concurrent(curl, request, count: inFlight * 4, inFlight: inFlight)
                if curl.connectionsOpened == opened { break }
            }
            try await Self.concurrent(nio, request, count: inFlight * 4, inFlight: inFlight)
            var concurrentRates: [String: Samples] = [:]
            let connectionsBefore = curl.connectionsOpened
            for _ in 0..<runs {
                let curlRate = try await Self.rate(requests) { try await Self.concurrent(curl, request, count: requests, inFlight: inFlight) }
                let sessionRate = try await Self.rate(requests) { try await Self.concurrent(session, request, count: requests, inFlight: inFlight) }
                let nioRate = try await Self.rate(requests) { try await Self.concurrent(nio, request, count: requests, inFlight: inFlight) }
                for (key, value) in [
                    ("curl", curlRate), ("session", sessionRate), ("nio", nioRate), ("curl/plain", curlRate / plainMedian),
                    ("curl/session", curlRate / sessionRate), ("curl/nio", curlRate / nioRate),
                ] {
                    concurrentRates[key, default: Samples()].append(value)
                }
            }
            let reconnects = curl.connectionsOpened - connectionsBefore
            let group = "HTTP \(inFlight) in flight"
            report.rows += [
                Self.row(group, "curl client", concurrentRates["curl"]!),
                Self.row(group, "URLSession client", concurrentRates["session"]!),
                Self.row(group, "AsyncHTTPClient", concurrentRates["nio"]!),
                Self.row(group, "curl ÷ the plain loop's sequential rate", concurrentRates["curl/plain"]!, unit: "×", target: inFlight == 8 ? 1 : nil),
                ReportRow(
                    scenario: group, subject: "curl: connections opened after warm-up (\(runs * requests) requests)",
                    value: Double(reconnects), low: Double(reconnects), high: Double(reconnects), unit: "",
                    spreadLabel: "total", target: "= 0", met: reconnects == 0
                ),
                Self.row(group, "curl ÷ URLSession", concurrentRates["curl/session"]!, unit: "×"),
                Self.row(group, "curl ÷ AsyncHTTPClient", concurrentRates["curl/nio"]!, unit: "×"),
            ]
        }
    }

    private static func row(_ group: String, _ subject: String, _ samples: Samples, unit: String = "req/s", target: Double? = nil) -> ReportRow {
        ReportRow(
            scenario: group, subject: subject, value: samples.median, low: samples.minimum, high: samples.maximum, unit: unit,
            spreadLabel: "min–max", target: target.map { "≥ \(Report.format($0))×" }, met: target.map { samples.median >= $0 }
        )
    }

    /// Requests per second for `count` requests done by `body`.
    private static func rate(_ count: Int, _ body: () async throws -> Void) async throws -> Double {
        let elapsed = try await ContinuousClock().measure { try await body() }
        return Double(count) / elapsed.seconds
    }

    private static func sequential(_ client: some HTTPClient, _ request: HTTPRequest, count: Int) async throws {
        for _ in 0..<count {
            let response = try await client.send(request)
            guard response.status == 200 else { throw BenchmarkFailure("HTTP \(response.status)") }
        }
    }

    private static func concurrent(_ client: some HTTPClient, _ request: HTTPRequest, count: Int, inFlight: Int) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<inFlight {
                let share = count / inFlight + (worker < count % inFlight ? 1 : 0)
                group.addTask { try await sequential(client, request, count: share) }
            }
            try await group.waitForAll()
        }
    }
}

/// A benchmark that could not measure what it meant to.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
