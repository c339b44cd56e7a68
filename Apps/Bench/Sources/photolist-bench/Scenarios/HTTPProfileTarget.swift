import DemoServer
import Foundation
import CurlNetworking
import Networking

/// What `Scripts/bench --profile http` records with perf: the curl client alone, `requests` sequential GETs
/// of one demo page, so the profile shows the client's own hot path and the server's, nothing else.
enum HTTPProfileTarget {
    static func run(requests: Int) async throws {
        let server = try await DemoServer.start()
        let request = HTTPRequest(url: URL(string: server.baseURL.appendingPathComponent("photos").absoluteString + "?per_page=30&page=1")!)
        let client = CurlHTTPClient()
        // On the transfer thread, so the profile shows the client's own work rather than thread hand-offs.
        try await withTaskExecutorPreference(client.transferExecutor) {
            for _ in 0..<requests {
                let response = try await client.send(request)
                guard response.status == 200 else { throw BenchmarkFailure("HTTP \(response.status)") }
            }
        }
        try await server.shutdown()
    }
}
