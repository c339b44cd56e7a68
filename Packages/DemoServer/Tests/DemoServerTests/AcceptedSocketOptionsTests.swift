import DemoServer
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The options set on the server's side of each accepted connection. Setting a privileged socket option
/// (such as `SO_DEBUG`, which Linux refuses without CAP_NET_ADMIN) makes NIO close every connection for
/// ordinary users, so these tests read the accepted socket itself, from inside this process.
@Suite("DemoServer's accepted sockets", .timeLimit(.minutes(1)))
struct AcceptedSocketOptionsTests {
    @Test("given an accepted connection, then Nagle's algorithm is off at the TCP level and no privileged socket option is set")
    func acceptedSocketHasNoDelayAndNoDebug() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 10))
        let client = try LoopbackSocket.connect(port: server.port)
        defer { close(client) }
        // One answered request proves the connection was accepted and configured.
        let request = Array("GET /photos?per_page=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        #expect(recv(client, &buffer, buffer.count, 0) > 0)

        let accepted = AcceptedSocket.find(serverPort: server.port, peerPort: try LocalPort.of(client))
        let noDelay = accepted.flatMap { AcceptedSocket.option($0, level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }
        let debug = accepted.flatMap { AcceptedSocket.option($0, level: SOL_SOCKET, name: SO_DEBUG) }
        try await server.shutdown()

        #expect(accepted != nil)
        #expect(noDelay == 1)
        #expect(debug == 0)
    }
}

/// The local port of a connected socket.
private enum LocalPort {
    static func of(_ fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard status == 0 else { throw POSIXError(.EBADF) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// Finds, among this process's open descriptors, the server side of one loopback connection.
private enum AcceptedSocket {
    static func find(serverPort: Int, peerPort: Int) -> Int32? {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap(Int32.init).first { fd in
            port(of: fd, using: getsockname) == serverPort && port(of: fd, using: getpeername) == peerPort
        }
    }

    static func option(_ fd: Int32, level: Int32, name: Int32) -> Int32? {
        var value: Int32 = -1
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, level, name, &value, &length) == 0 ? value : nil
    }

    private static func port(
        of fd: Int32,
        using call: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call(fd, $0, &length) }
        }
        guard status == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
