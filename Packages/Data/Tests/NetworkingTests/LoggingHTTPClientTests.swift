import Foundation
import HTTPTestServer
import Logging
import CurlNetworking
@testable import Networking
import Synchronization
import Testing

@Suite("LoggingHTTPClient", .timeLimit(.minutes(1)))
struct LoggingHTTPClientTests {
    private static let secret = "SENTINEL-KEY-7f3a"

    @Test("given a request carrying the key in a header and the query, when logged, then the key appears nowhere")
    func neverLogsSecrets() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("X-Ratelimit-Remaining", "49")], body: Array("[]".utf8)) }
        let sink = LogSink()
        let client = LoggingHTTPClient(wrapping: CurlHTTPClient(), logger: sink.logger)
        let url = URL(string: "http://127.0.0.1:\(server.port)/photos?page=1&client_id=\(Self.secret)&token=\(Self.secret)")!

        _ = try await client.send(HTTPRequest(url: url, headers: ["Authorization": "Client-ID \(Self.secret)"]))

        let lines = sink.lines
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.contains(Self.secret) })
        #expect(lines[0].contains("GET http://127.0.0.1:\(server.port)/photos?page=1&client_id=%5Bredacted%5D&token=%5Bredacted%5D"))
        #expect(lines[1].hasPrefix("← 200 GET") && lines[1].contains("2 bytes") && lines[1].contains("rate limit remaining 49"))
    }

    @Test("given an address with a user name and password, when sent and refused, then neither line of the log holds them")
    func neverLogsAnAddressCredentials() async throws {
        let sink = LogSink()
        let client = LoggingHTTPClient(wrapping: CurlHTTPClient(), logger: sink.logger)
        let url = URL(string: "http://user:\(Self.secret)@127.0.0.1:\(HTTPTestServer.closedPort())/photos")!

        await #expect(throws: HTTPClientError.self) { try await client.send(HTTPRequest(url: url)) }

        #expect(sink.lines.count == 2)
        #expect(sink.lines.allSatisfy { !$0.contains(Self.secret) && !$0.contains("user:") })
    }

    @Test("given a failing exchange, when logged, then the failure is described and the error passed on unchanged")
    func logsFailures() async throws {
        let sink = LogSink()
        let client = LoggingHTTPClient(wrapping: CurlHTTPClient(), logger: sink.logger)
        let url = URL(string: "http://127.0.0.1:\(HTTPTestServer.closedPort())/photos?key=\(Self.secret)")!

        await #expect {
            try await client.send(HTTPRequest(url: url))
        } throws: { error in
            if case .cannotConnect = error as? HTTPClientError { true } else { false }
        }
        #expect(sink.lines.last?.hasPrefix("✗ GET") == true)
        #expect(sink.lines.allSatisfy { !$0.contains(Self.secret) })
    }
}

@Suite("LoggingHTTPDownloadClient", .timeLimit(.minutes(1)))
struct LoggingHTTPDownloadClientTests {
    @Test("given a photo file downloaded with its address carrying a key, when logged, then both lines are written, the size is the file's and the key appears nowhere")
    func logsDownloadsAsExchanges() async throws {
        let body = [UInt8](repeating: 0x61, count: 3_000)
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }
        let sink = LogSink()
        let client = LoggingHTTPDownloadClient(wrapping: CurlHTTPClient(), logger: sink.logger)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("logged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let url = URL(string: "http://127.0.0.1:\(server.port)/images/x?fm=jpg&client_id=SENTINEL-KEY")!

        let response = try await client.download(HTTPRequest(url: url), to: file) { _ in }

        #expect(response.status == 200)
        #expect(try Data(contentsOf: file).count == 3_000)
        let lines = sink.lines
        #expect(lines.count == 2)
        #expect(lines.first == "→ GET http://127.0.0.1:\(server.port)/images/x?fm=jpg&client_id=%5Bredacted%5D")
        #expect(lines.last?.hasPrefix("← 200 GET http://127.0.0.1:\(server.port)/images/x?fm=jpg&client_id=%5Bredacted%5D 3000 bytes in ") == true, "\(lines)")
    }
}
