public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: real sockets, keep-alive, one thread per connection,
/// and answers scripted by a handler. Not for production: it trusts its peer and parses only what tests send.
/// Every stored property is a constant or a `Mutex`, so the compiler checks that it is `Sendable`.
public final class HTTPTestServer: Sendable {
    /// A request as the server received it.
    public struct Request: Sendable {
        /// The method, e.g. `GET`.
        public let method: String
        /// The request target: path and query as sent, still percent-encoded.
        public let target: String
        /// Header fields in order.
        public let headers: [(name: String, value: String)]
        /// The body.
        public let body: [UInt8]

        /// The first value of header `name`, compared case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// What the server does with a request.
    public enum Reply: Sendable {
        /// Sends a complete response.
        case respond(status: Int, headers: [(String, String)] = [], body: [UInt8] = [])
        /// Declares `Content-Length: declaredLength`, sends only `body`, and closes the connection.
        case truncate(status: Int, declaredLength: Int, body: [UInt8])
        /// Sends nothing and waits until the client gives up (for timeout and cancellation tests).
        case stall
        /// Declares `Content-Length: declaredLength`, sends only `body`, then sends nothing more and waits
        /// until the client gives up: an answer that began and stopped.
        case stallAfter(status: Int, declaredLength: Int, body: [UInt8])
        /// Sends `bytes` exactly as given, with no status line or header added, and closes the connection:
        /// for answers that are not valid HTTP (a garbage status line, an oversized header).
        case raw([UInt8])
    }

    /// Decides the reply to a request.
    public typealias Handler = @Sendable (Request) -> Reply

    /// The port the server listens on.
    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let received = Mutex<[Request]>([])
    private let accepted = Mutex(0)
    private let stopped = Mutex(false)

    /// Starts listening on an ephemeral port of 127.0.0.1.
    public init(handler: @escaping Handler) throws {
        let (listener, port) = try Self.listen()
        self.handler = handler
        self.listener = listener
        self.port = port
        // The accept thread owns the listening descriptor and is the only one to close it, so no thread
        // can ever call accept() on a number the process has reused for another socket.
        let thread = Thread { [weak self] in Self.acceptLoop(listener) { self } }
        thread.start()
    }

    private static func listen() throws -> (Int32, Int) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(listener, 128) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        return (listener, Int(UInt16(bigEndian: address.sin_port)))
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Every request received so far.
    public var requests: [Request] {
        received.withLock { $0 }
    }

    /// How many TCP connections the server has accepted.
    public var connectionsAccepted: Int {
        accepted.withLock { $0 }
    }

    /// Stops accepting connections: wakes the accept thread, which then closes the socket.
    public func stop() {
        let wasStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// `server` is looked up per connection (it holds the server weakly), so an unused server can be freed.
    private static func acceptLoop(_ listener: Int32, server currentServer: () -> HTTPTestServer?) {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            guard let server = currentServer() else {
                close(connection)
                return
            }
            var yes: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            server.accepted.withLock { $0 += 1 }
            let thread = Thread { server.serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        while let request = readRequest(connection, &buffer) {
            received.withLock { $0.append(request) }
            switch handler(request) {
            case .stall:
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
                return
            case .raw(let bytes):
                _ = writeAll(connection, bytes)
                return
            case .stallAfter(let status, let declaredLength, let body):
                guard writeAll(connection, Array("HTTP/1.1 \(status) Status\r\nContent-Length: \(declaredLength)\r\n\r\n".utf8) + body) else { return }
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
                return
            case .truncate(let status, let declaredLength, let body):
                _ = writeAll(connection, Array("HTTP/1.1 \(status) Status\r\nContent-Length: \(declaredLength)\r\n\r\n".utf8) + body)
                return
            case .respond(let status, let headers, let body):
                var head = "HTTP/1.1 \(status) Status\r\n"
                for (name, value) in headers { head += "\(name): \(value)\r\n" }
                if !headers.contains(where: { $0.0.lowercased() == "content-length" }) {
                    head += "Content-Length: \(body.count)\r\n"
                }
                head += "\r\n"
                guard writeAll(connection, Array(head.utf8) + body) else { return }
                if request.header("Connection")?.lowercased() == "close" { return }
            }
        }
    }

    private func readRequest(_ connection: Int32, _ buffer: inout [UInt8]) -> Request? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let end = buffer.firstRange(of: separator) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n")
                let requestLine = lines.removeFirst().split(separator: " ")
                guard requestLine.count >= 2 else { return nil }
                let headers = lines.compactMap { line -> (String, String)? in
                    guard let colon = line.firstIndex(of: ":") else { return nil }
                    return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                }
                let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
                while buffer.count < end.upperBound + length {
                    let count = recv(connection, &chunk, chunk.count, 0)
                    guard count > 0 else { return nil }
                    buffer += chunk[..<count]
                }
                let body = Array(buffer[end.upperBound..<end.upperBound + length])
                buffer.removeFirst(end.upperBound + length)
                return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
            }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    private func writeAll(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

extension HTTPTestServer {
    /// A port on 127.0.0.1 that nothing listens on (bound, then closed), for connection-refused tests.
    public static func closedPort() -> Int {
        let server = try? HTTPTestServer { _ in .respond(status: 500) }
        let port = server?.port ?? 9
        server?.stop()
        return port
    }
}
