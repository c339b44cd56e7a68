import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
import Testing

/// The download size cap counts the bytes written to the file, not the length a server declares.
@Suite("CurlHTTPClient's download cap", .timeLimit(.minutes(1)))
struct CurlDownloadLimitTests {
    @Test("given a small gzip body that inflates past the cap, when downloaded, then the transfer stops as too large")
    func inflatingBodyIsStoppedAtTheCap() async throws {
        let compressed = try Gzip.compress([UInt8](repeating: 0, count: 200_000))
        #expect(compressed.count < 1_000)
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: [("Content-Type", "image/jpeg"), ("Content-Encoding", "gzip")], body: compressed)
        }
        defer { server.stop() }
        let client = CurlHTTPClient(configuration: .init(maximumDownloadSize: 50_000))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }

        await #expect(throws: HTTPClientError.tooLarge(limit: 50_000)) {
            _ = try await client.download(HTTPRequest(url: server.baseURL), to: file) { _ in }
        }
        let written = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        #expect(written <= 50_000)
    }
}

/// gzip through the system's `gzip`, to make test bodies.
private enum Gzip {
    static func compress(_ bytes: [UInt8]) throws -> [UInt8] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString)")
        try Data(bytes).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-9", input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}
