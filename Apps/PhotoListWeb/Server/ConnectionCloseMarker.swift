import NIOCore
import NIOHTTP1

/// Marks a request whose connection is not to be kept open with `Connection: close`, as HTTP/1.1 says it
/// explicitly: an HTTP/1.0 request without `Connection: keep-alive` (or an HTTP/1.1 one asking to close in
/// other words). Hummingbird closes a connection after its answer only on that header, and the version is
/// gone by the time a request reaches it, so an HTTP/1.0 client that reads until the close (as HTTP/1.0
/// allows) waited for the 10 s bound on the next request head. A CONNECT is marked too: SwiftNIO's encoder
/// sends every answer to one without a length or body, so a client can tell where the refusal ends only by
/// the close.
///
/// It sits right after NIO's request decoder, where the head still carries its version. Anything else that
/// passes (a WebSocket's frames, after an upgrade) goes through untouched.
final class ConnectionCloseMarker: ChannelInboundHandler {
    typealias InboundIn = Any
    typealias InboundOut = Any

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head)? = unwrapInboundIn(data) as? HTTPServerRequestPart, !head.isKeepAlive || head.method == .CONNECT,
              head.headers[canonicalForm: "connection"] != ["close"] else {
            return context.fireChannelRead(data)
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(NIOAny(HTTPServerRequestPart.head(head)))
    }
}
