import Foundation
import Synchronization

/// A TCP connection to 127.0.0.1 that sends bytes exactly as written, for what no browser or HTTP client
/// sends: a request head cut short, two `Host` headers. Reads block a thread of their own, never one of
/// the concurrency pool, and give up after the receive timeout, so a server that never answers fails the
/// test instead of hanging it.
final class RawHTTPConnection: Sendable {
    /// What the server sent, and whether it closed the connection (rather than the wait timing out).
    struct Reply: Sendable {
        let bytes: [UInt8]
        let closed: Bool

        /// The bytes as text.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    private let descriptor: Int32

    /// Connects to `port` on 127.0.0.1; a read waits at most `receiveTimeout` for each byte.
    init(port: Int, receiveTimeout: Duration = .seconds(10)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var timeout = timeval(tv_sec: Int(receiveTimeout.components.seconds), tv_usec: Int(receiveTimeout.components.attoseconds / 1_000_000_000_000))
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

    /// Ends the connection both ways, as a client closing it does (the descriptor itself goes with this
    /// object).
    func hangUp() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Ends the sending side, as a client that has sent all it will does; the answer can still be read.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Sends `text` as it is.
    func transmit(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw POSIXError(.EPIPE) }
    }

    /// Reads what the server has sent so far, waiting for its first bytes (at most the receive timeout):
    /// empty when it sent nothing or closed.
    func readSome() async -> [UInt8] {
        await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                continuation.resume(returning: count > 0 ? Array(buffer[..<count]) : [])
            }
            thread.start()
        }
    }

    /// Reads until the server closes the connection or a read times out.
    func readUntilClosed() async -> Reply {
        await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count > 0 {
                        received += buffer[..<count]
                        continue
                    }
                    // 0 is the server's close (or reset, -1 with ECONNRESET); -1 with EAGAIN is the timeout.
                    let closed = count == 0 || errno == ECONNRESET
                    continuation.resume(returning: Reply(bytes: received, closed: closed))
                    return
                }
            }
            thread.start()
        }
    }
}
