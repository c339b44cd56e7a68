import Foundation
import Testing

/// `web` and `serve` under a low `ulimit -n`, flooded with idle connections: a connection beyond what the
/// limit leaves room for is answered 503 at once, instead of waiting in the listening queue while every
/// accept fails for want of a descriptor (which spun a core for as long as the flood lasted).
@Suite("Connection floods", .timeLimit(.minutes(2 * TestTime.scale)))
struct ConnectionFloodTests {
    @Test("given web or serve under ulimit -n 64, when 100 idle connections are held open, then one more request is answered 503 with the reason, and once they close one is served",
          arguments: [(["web"], "HTTP/1.1 401"), (["serve", "--port", "0"], "HTTP/1.1 200")])
    func floodIsRefusedNotQueued(arguments: [String], servedStatus: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try PhotoListBinary.launch(
            ["-c", "ulimit -n 64 && exec \"$0\" \"$@\"", PhotoListBinary.url.path] + arguments,
            environment: ["HOME": home.path], executable: "/bin/sh"
        )
        defer {
            kill(server.process.processIdentifier, SIGTERM)
            _ = server.waitForExit()
        }
        server.waitForOutputFile { server.standardOutput.hasSuffix("\n") }
        let port = try #require(URLComponents(string: server.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))?.port,
                                "stdout: \(server.standardOutput) stderr: \(server.standardError)")
        let request = "GET /photos?per_page=1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"

        var held = try (0..<100).map { _ in try FloodSocket(port: port) }
        let beyond = try FloodSocket(port: port).exchange(request)
        held.removeAll()
        // The server frees the places as it sees the closes, which new connections may beat (on a loaded
        // machine, hundreds of them): ask until one is served, each try answered at once, for at most as long
        // as any wait of these tests, so a server that never frees them fails rather than hangs the test.
        var answer = ""
        let deadline = ContinuousClock.now + .seconds(20 * TestTime.scale)
        while !answer.hasPrefix(servedStatus), ContinuousClock.now < deadline {
            answer = try FloodSocket(port: port).exchange(request)
        }

        #expect(beyond.hasPrefix("HTTP/1.1 503 Service Unavailable"), "\(beyond.prefix(300)) stderr: \(server.standardError)")
        #expect(beyond.contains("open-file limit (ulimit -n)"))
        #expect(answer.hasPrefix(servedStatus), "\(answer.prefix(300))")
        #expect(server.process.isRunning, "stderr: \(server.standardError)")
    }
}

/// A TCP connection to 127.0.0.1, closed when released. A read waits at most 20 s (times the test scale)
/// for each byte, so a server that never answers fails the test rather than hanging it.
private final class FloodSocket {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var timeout = timeval(tv_sec: 20 * TestTime.scale, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `request` and returns what came back before the server closed the connection (or a read
    /// timed out).
    func exchange(_ request: String) throws -> String {
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            throw POSIXError(.EPIPE)
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return String(decoding: received, as: UTF8.self) }
            received += buffer[..<count]
        }
    }
}
