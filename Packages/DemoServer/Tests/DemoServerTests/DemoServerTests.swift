import DemoServer
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("DemoServer over a real socket", .timeLimit(.minutes(1)))
struct DemoServerTests {
    @Test("given a started server, when two requests share one connection, then both are answered on 127.0.0.1")
    func servesOverLoopbackWithKeepAlive() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 1_000))
        #expect(server.baseURL.host == "127.0.0.1")
        #expect(server.port > 0)

        let replies = try RawHTTP.get(port: server.port, targets: ["/photos?per_page=2", "/photos?page=2&per_page=2"])

        #expect(replies.count == 2)
        #expect(replies.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK") })
        #expect(replies[0].contains("\(DemoCatalog.id(at: 0))"))
        #expect(replies[1].contains("\(DemoCatalog.id(at: 2))"))
        try await server.shutdown()
    }
}

/// A minimal blocking HTTP/1.1 client: sends each request on one connection and reads each response.
private enum RawHTTP {
    static func get(port: Int, targets: [String]) throws -> [String] {
        let fd = try LoopbackSocket.connect(port: port)
        defer { close(fd) }
        var replies: [String] = []
        var pending: [UInt8] = []
        for target in targets {
            let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            replies.append(try readResponse(fd, &pending))
        }
        return replies
    }

    private static func readResponse(_ fd: Int32, _ pending: inout [UInt8]) throws -> String {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if pending.count >= end.upperBound + length {
                    let reply = String(decoding: pending[..<(end.upperBound + length)], as: UTF8.self)
                    pending.removeFirst(end.upperBound + length)
                    return reply
                }
            }
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { throw POSIXError(.ECONNRESET) }
            pending += chunk[..<count]
        }
    }
}
