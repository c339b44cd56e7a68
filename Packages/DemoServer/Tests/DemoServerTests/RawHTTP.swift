import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.1 client: sends requests on one keep-alive connection and reads each response
/// by its `Content-Length`.
enum RawHTTP {
    /// Each target's response (head and body as text), all on one connection.
    static func get(port: Int, targets: [String]) throws -> [String] {
        let fd = try LoopbackSocket.connect(port: port)
        defer { close(fd) }
        var pending: [UInt8] = []
        return try targets.map { try get($0, port: port, on: fd, pending: &pending) }
    }

    /// Sends one keep-alive GET for `target` on `fd` and reads its response; `pending` carries bytes read
    /// past it to the next call.
    static func get(_ target: String, port: Int, on fd: Int32, pending: inout [UInt8]) throws -> String {
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        return try readResponse(fd, &pending)
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
