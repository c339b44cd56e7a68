import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A port on 127.0.0.1 whose listener never accepts and whose accept queue is full, so a new connection
/// attempt gets no answer at all: the loopback stand-in for an unroutable address, for connect-timeout tests.
public final class SaturatedListener: Sendable {
    /// The port whose connections never complete.
    public let port: Int
    private let sockets: [Int32]

    /// Opens the listener and fills its queue; `nil` when the kernel would not let it fill (then there is
    /// nothing for a connect-timeout test to stand on, and it should say so rather than pass).
    public init?() {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 0) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, ready else {
            Glibc.close(listener)
            return nil
        }
        var sockets = [listener]
        var filled = false
        // A backlog of 0 admits one or two queued connections; fill until a connect stays pending.
        for _ in 0..<8 where !filled {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            sockets.append(filler)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) }
            }
            if result != 0, errno == EINPROGRESS {
                var descriptor = pollfd(fd: filler, events: Int16(POLLOUT), revents: 0)
                filled = poll(&descriptor, 1, 100) == 0  // still no SYN-ACK after 100 ms: the queue is full
            }
        }
        guard filled else {
            sockets.forEach { Glibc.close($0) }
            return nil
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.sockets = sockets
    }

    /// Closes the listener and every queued connection.
    public func close() {
        sockets.forEach { Glibc.close($0) }
    }
}
