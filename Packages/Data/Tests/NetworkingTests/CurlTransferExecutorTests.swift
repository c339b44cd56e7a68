import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// A task may run on the client's transfer thread, so its requests cross no thread.
@Suite("CurlHTTPClient transfer executor", .timeLimit(.minutes(1)))
struct CurlTransferExecutorTests {
    @Test("given a task that prefers the transfer executor, when it sends requests in a row and side by side, then each gets its own answer")
    func requestsOnTheTransferThread() async throws {
        let server = try HTTPTestServer { request in .respond(status: 200, body: Array(request.target.utf8)) }
        let client = CurlHTTPClient()

        let bodies = try await withTaskExecutorPreference(client.transferExecutor) {
            var bodies: [String] = []
            for index in 0..<5 {
                let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("row/\(index)")))
                bodies.append(String(decoding: response.body, as: UTF8.self))
            }
            let together = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<4 {
                    group.addTask {
                        let response = try await client.send(HTTPRequest(url: server.baseURL.appendingPathComponent("side/\(index)")))
                        return String(decoding: response.body, as: UTF8.self)
                    }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            return bodies + together.sorted()
        }

        #expect(bodies == (0..<5).map { "/row/\($0)" } + (0..<4).map { "/side/\($0)" })
    }

    @Test("given a task on the transfer executor waiting on a silent server, when the client goes away, then the task ends as cancelled instead of hanging")
    func clientGoneWhileWaiting() async throws {
        let server = try HTTPTestServer { _ in .stall }
        var client: CurlHTTPClient? = CurlHTTPClient()
        let executor = try #require(try client?.transferExecutor)
        let send = try #require(client.map { client in { @Sendable in try await client.send(HTTPRequest(url: server.baseURL)) } })
        let task = Task(executorPreference: executor) { try await send() }
        while server.requests.isEmpty { await Task.yield() }

        client = nil
        task.cancel()

        await #expect(throws: HTTPClientError.cancelled) { try await task.value }
    }
}
