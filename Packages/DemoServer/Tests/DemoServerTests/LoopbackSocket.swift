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

    /// This process's descriptor for the server's end of the connection `fd`, when the server runs in this
    /// process: the socket in `/proc/self/fd` whose local and peer ports are `fd`'s the other way round
    /// (both ends are 127.0.0.1). Linux only.
    static func serverEnd(of fd: Int32) -> Int32? {
        guard let local = port(of: fd, getsockname), let peer = port(of: fd, getpeername) else { return nil }
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        return descriptors.first { $0 != fd && port(of: $0, getsockname) == peer && port(of: $0, getpeername) == local }
    }

    /// Whether TCP_NODELAY is on for socket `fd`; nil when it cannot be read.
    static func hasNoDelay(_ fd: Int32) -> Bool? {
        isOn(fd, level: Int32(IPPROTO_TCP), option: TCP_NODELAY)
    }

    /// Whether SO_DEBUG is on for socket `fd`: Linux lets only CAP_NET_ADMIN set it, so a server that asks
    /// for it loses every connection when an ordinary user runs it. Nil when it cannot be read.
    static func hasDebug(_ fd: Int32) -> Bool? {
        isOn(fd, level: SOL_SOCKET, option: SO_DEBUG)
    }

    private static func isOn(_ fd: Int32, level: Int32, option: Int32) -> Bool? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, level, option, &value, &length) == 0 else { return nil }
        return value != 0
    }

    /// The IPv4 port `name` (`getsockname` or `getpeername`) reports for `fd`; nil for anything else.
    private static func port(
        of fd: Int32,
        _ name: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { name(fd, $0, &length) }
        }
        guard result == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Sends one `Connection: close` GET for `target` and reads until the server closes or resets.
    static func exchange(port: Int, target: String) throws -> Exchange {
        try exchange(port: port, request: "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    }

    /// Sends `request` as it is written and reads until the server closes or resets; a server that leaves
    /// the connection open ends the read after 10 s with `EAGAIN` as the end's error.
    static func exchange(port: Int, request: String) throws -> Exchange {
        let fd = try connect(port: port)
        defer { close(fd) }
        var wait = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
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
