import HummingbirdCore
import NIOCore
import NIOHTTP1
import Presentation

/// Answers a request NIO's HTTP parser refused (an unknown method, a control byte in the path, no version,
/// a head larger than the server reads) with one line saying so, then ends the connection. Before the
/// upgrade channel has decided what a connection is, nothing else answers or closes it, and the client
/// would wait for ever.
///
/// The answer is `431 Request Header Fields Too Large` for a head too large, else `400 Bad Request`, written
/// as bytes below the response encoder (a refused head leaves no request for the encoder to answer). Only
/// the connection's first request is answered so: after one, a response may still be on its way, and bytes
/// written into it would corrupt it, so a later refusal is left to Hummingbird, which answers the requests
/// before it, then sends an empty 400 and closes the connection. After the answer the connection closes
/// its sending side and reads, dropping what arrives, until the client closes or `lingering` passes: closing
/// with the rest of a large head unread makes the system reset the connection, and over a network (not
/// over loopback, where the answer is already in the client's buffer) the reset can discard the answer
/// before the client reads it.
final class MalformedRequestResponder: ChannelInboundHandler {
    typealias InboundIn = Any
    typealias InboundOut = Any

    private let headLimits: HTTP1Channel.Configuration.DecoderConfiguration
    private let lingering: TimeAmount
    private var requestArrived = false
    private var refused = false
    private var lingeringEnd: Scheduled<Void>?

    /// A responder for heads read within `headLimits` (the server's own, which the 431's line names), that
    /// waits at most `lingering` for the client to close after an answer.
    init(headLimits: HTTP1Channel.Configuration.DecoderConfiguration, lingering: TimeAmount) {
        self.headLimits = headLimits
        self.lingering = lingering
    }

    /// The whole answer to a request refused for `error`.
    func answer(to error: HTTPParserError) -> String {
        let (status, body) = switch error {
        case .headerOverflow:
            ("431 Request Header Fields Too Large",
             "photolist web reads request heads of at most \(headLimits.maxHeaderListSize / 1024) KB in at most "
                + PhotoFormatting.counted(headLimits.maxHeaderFieldCount, "header field") + "; this one is larger.\n")
        default: ("400 Bad Request", "photolist web could not read this request as HTTP/1.1.\n")
        }
        return "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n" + body
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if case .head? = unwrapInboundIn(data) as? HTTPServerRequestPart { requestArrived = true }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Once refused, the decoder reports every further byte as an error: all of it is dropped.
        guard !refused else { return }
        guard let parserError = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        refused = true
        let channel = context.channel
        // After a request, Hummingbird reads the error in its turn, after answering the requests before it,
        // and closes the connection then.
        guard !requestArrived else { return context.fireErrorCaught(error) }
        guard let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self) else {
            return context.close(promise: nil)
        }
        encoder.writeAndFlush(NIOAny(channel.allocator.buffer(string: answer(to: parserError))))
            .flatMap { channel.close(mode: .output) }
            .whenFailure { _ in channel.close(promise: nil) }
        lingeringEnd = context.eventLoop.scheduleTask(in: lingering) { channel.close(promise: nil) }
    }

    /// Lets go of the lingering's end once the connection has closed (the client closed first).
    func channelInactive(context: ChannelHandlerContext) {
        lingeringEnd?.cancel()
        context.fireChannelInactive()
    }
}
