import NIOCore
import NIOHTTP1
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one ``DemoResponse`` to a connection, normally or in one of the transport faults. Lives on the
/// connection's event loop (wrapped in `NIOLoopBound` for scheduled writes).
struct DemoResponseWriter {
    let context: ChannelHandlerContext
    let request: HTTPRequestHead
    /// Whether the connection closes after this response whatever the client asked: the server will read
    /// nothing more on it.
    var closesConnection = false

    /// Head, whole body and end; closes afterwards unless the client asked for keep-alive.
    func write(_ response: DemoResponse) {
        writeHead(response, declaredLength: response.body.count)
        if request.method != .HEAD {
            context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        finish()
    }

    /// The head at once, then one body byte per `interval`, then the end.
    func drip(_ response: DemoResponse, interval: TimeAmount) {
        writeHead(response, declaredLength: response.body.count)
        context.flush()
        dripByte(at: 0, of: response.body, interval: interval)
    }

    private func dripByte(at index: Int, of body: [UInt8], interval: TimeAmount) {
        guard context.channel.isActive else { return }
        guard index < body.count else {
            finish()
            return
        }
        let byte = context.channel.allocator.buffer(bytes: body[index...index])
        context.writeAndFlush(NIOAny(HTTPServerResponsePart.body(.byteBuffer(byte))), promise: nil)
        let next = NIOLoopBound(self, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: interval) { next.value.dripByte(at: index + 1, of: body, interval: interval) }
    }

    /// Declares the whole length, sends the first half of the body, then closes.
    func truncate(_ response: DemoResponse) {
        writeHead(response, declaredLength: max(response.body.count, 2))
        let half = response.body.prefix(response.body.count / 2)
        let channel = context.channel
        context.writeAndFlush(NIOAny(HTTPServerResponsePart.body(.byteBuffer(channel.allocator.buffer(bytes: half)))))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// Closes with SO_LINGER at zero, so the client sees a reset instead of an orderly end.
    func reset() {
        let channel = context.channel
        guard let socket = channel as? any SocketOptionProvider else {
            channel.close(promise: nil)
            return
        }
        socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in channel.close(promise: nil) }
    }

    /// Ends the response, then closes unless the client asked for keep-alive.
    func finish() {
        let written = context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)))
        if !keepsAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// Whether the connection stays open after this response: as the client asked, unless
    /// ``closesConnection`` says otherwise, and except after a CONNECT,
    /// whose every response SwiftNIO's encoder sends without a length or body (as RFC 9112 §6.3 says only
    /// of a 2xx, which starts a tunnel), so a client could not tell where a refusal ends but by the close.
    private var keepsAlive: Bool {
        !closesConnection && request.isKeepAlive && request.method != .CONNECT
    }

    /// Writes the head of `response` declaring `declaredLength` body bytes, keep-alive as the client asked.
    func writeHead(_ response: DemoResponse, declaredLength: Int) {
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: String(declaredLength))
        headers.replaceOrAdd(name: "Connection", value: keepsAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(NIOAny(HTTPServerResponsePart.head(head)), promise: nil)
    }
}
