import CCurlBench
import DemoServer
import Foundation
import Networking

/// GETs of one 30-photo page from the demo server on loopback: the curl client, the URLSession client and
/// a plain C loop on one reused curl handle, sequentially and with 8 and 32 requests in flight. Each run
/// measures the clients back to back, so every ratio compares figures from the same moment.
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
        _ = try await curl.send(request)
        _ = try await session.send(request)

        var sequential = (
            curl: Samples(), onThread: Samples(), session: Samples(), plain: Samples(),
            versusSession: Samples(), versusPlain: Samples(), onThreadVersusPlain: Samples()
        )
        var plainConnections = 0
        for _ in 0..<runs {
            let curlRate = try await Self.rate(requests) { try await Self.sequential(curl, request, count: requests) }
            let onThreadRate = try await Self.rate(requests) {
                try await withTaskExecutorPreference(curl.transferExecutor) {
                    try await Self.sequential(curl, request, count: requests)
                }
            }
            let sessionRate = try await Self.rate(requests) { try await Self.sequential(session, request, count: requests) }
            var opened = 0
            let plainRate = try await Self.rate(requests) {
                let succeeded = photolist_bench_curl_loop(url, requests, &opened)
                guard succeeded == requests else { throw BenchmarkFailure("the plain curl loop got \(succeeded) of \(requests) answers") }
            }
            plainConnections = opened
            sequential.curl.append(curlRate)
            sequential.onThread.append(onThreadRate)
            sequential.onThreadVersusPlain.append(onThreadRate / plainRate)
            sequential.session.append(sessionRate)
            sequential.plain.append(plainRate)
            sequential.versusSession.append(curlRate / sessionRate)
            sequential.versusPlain.append(curlRate / plainRate)
        }
        let group = "HTTP sequential (\(requests) GETs)"
        report.rows += [
            Self.row(group, "curl client", sequential.curl),
            Self.row(group, "curl client, caller on its transfer thread", sequential.onThread),
            Self.row(group, "URLSession client", sequential.session),
            Self.row(group, "plain C libcurl loop (\(plainConnections) connection\(plainConnections == 1 ? "" : "s"))", sequential.plain),
            Self.row(group, "curl ÷ URLSession", sequential.versusSession, unit: "×", target: 6),
            Self.row(group, "curl ÷ plain loop", sequential.versusPlain, unit: "×", target: 0.8),
            Self.row(group, "curl on its transfer thread ÷ plain loop", sequential.onThreadVersusPlain, unit: "×", target: 0.8),
        ]

        for inFlight in [8, 32] {
            var rates = (curl: Samples(), session: Samples(), ratio: Samples())
            let connectionsBefore = curl.connectionsOpened
            for _ in 0..<runs {
                let curlRate = try await Self.rate(requests) { try await Self.concurrent(curl, request, count: requests, inFlight: inFlight) }
                let sessionRate = try await Self.rate(requests) { try await Self.concurrent(session, request, count: requests, inFlight: inFlight) }
                rates.curl.append(curlRate)
                rates.session.append(sessionRate)
                rates.ratio.append(curlRate / sessionRate)
            }
            let reconnects = curl.connectionsOpened - connectionsBefore
            let group = "HTTP \(inFlight) in flight"
            report.rows += [
                Self.row(group, "curl client (\(reconnects) new connections over \(runs * requests) requests)", rates.curl),
                Self.row(group, "URLSession client", rates.session),
                Self.row(group, "curl ÷ URLSession", rates.ratio, unit: "×", target: inFlight == 8 ? 8 : nil),
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
