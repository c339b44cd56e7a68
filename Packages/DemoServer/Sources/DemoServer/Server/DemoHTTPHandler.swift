import NIOCore
import NIOHTTP1

/// Reads HTTP requests off a connection, asks the router, and writes the answers; keeps the connection
/// open when the client asks for keep-alive.
final class DemoHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: DemoRouter
    private var head: HTTPRequestHead?

    init(router: DemoRouter) {
        self.router = router
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break  // no route takes a body
        case .end:
            guard let requestHead = head else { return }
            head = nil
            respond(to: requestHead, context: context)
        }
    }

    private func respond(to requestHead: HTTPRequestHead, context: ChannelHandlerContext) {
        let request = DemoRequest(
            method: requestHead.method.rawValue,
            target: requestHead.uri,
            host: requestHead.headers.first(name: "Host")
        )
        let response = router.respond(to: request)
        var headers = HTTPHeaders(response.headers)
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        let keepAlive = requestHead.isKeepAlive
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let responseHead = HTTPResponseHead(
            version: requestHead.version,
            status: HTTPResponseStatus(statusCode: response.status),
            headers: headers
        )
        context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
        if requestHead.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
