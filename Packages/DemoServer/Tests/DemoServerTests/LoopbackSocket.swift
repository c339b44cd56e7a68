import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Blocking TCP to 127.0.0.1, for tests that must see exactly what the server puts on the wire.
enum LoopbackSocket {
    /// What one request got back before the server closed the connection.
    struct Exchange {
        /// Every byte received.
        let bytes: [UInt8]
        /// How the connection ended: 0 for an orderly close, else the `errno` of the failed read.
        let endError: Int32

        /// The bytes after the head.
        var body: [UInt8] {
            guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return [] }
            return Array(bytes[end.upperBound...])
        }

        /// The head as text.
        var head: String {
            guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        }

        /// The value of the header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            head.components(separatedBy: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// A connected socket; the caller closes it.
    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        return fd
    }

    /// Sends one `Connection: close` GET for `target` and reads until the server closes or resets.
    static func exchange(port: Int, target: String) throws -> Exchange {
        let fd = try connect(port: port)
        defer { close(fd) }
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 {
                received += chunk[..<count]
            } else {
                return Exchange(bytes: received, endError: count == 0 ? 0 : errno)
            }
        }
    }
}
