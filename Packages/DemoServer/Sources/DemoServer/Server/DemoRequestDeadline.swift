import NIOCore
import NIOHTTP1

/// Closes a connection that has not sent a whole request within ``timeout`` of opening, or of its last
/// answer going out. A client that opens connections and sends nothing, or a request a byte at a time, would
/// otherwise hold them for ever, and with them the places ``DemoConnectionLimit`` counts, until every
/// other client was answered 503. A request being answered is never cut, however slowly its answer goes
/// (the demo's slow faults) or is read: the clock runs only while the server waits for a request, from
/// the moment the last answer's end has been written to the socket, not merely queued.
///
/// Nothing is sent before the close: a connection kept alive and left idle ends as any server's does, and a
/// request left half-sent has no head to answer (nginx closes such a connection in the same way).
final class DemoRequestDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How long the server waits for a whole request by default: nginx's `client_header_timeout`.
    static let standardTimeout = TimeAmount.seconds(60)

    /// How long a connection may take to send a whole request.
    let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// Requests received whole whose answers have not yet been written out (more than one when requests
    /// come pipelined): the clock waits for none of them.
    private var answersOwed = 0

    /// Waits `timeout` for each request.
    init(timeout: TimeAmount = standardTimeout) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context.channel) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            answersOwed += 1  // whole: the answer's turn, however long it takes
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
        // The next request's clock starts once this answer is out (written, or failed with the connection).
        let written = promise ?? context.eventLoop.makePromise()
        let (handler, channel) = (NIOLoopBound(self, eventLoop: context.eventLoop), context.channel)
        written.futureResult.whenComplete { _ in handler.value.answerWritten(on: channel) }
        context.write(data, promise: written)
    }

    private func answerWritten(on channel: any Channel) {
        answersOwed = max(0, answersOwed - 1)
        if answersOwed == 0, channel.isActive { arm(channel) }
    }

    private func arm(_ channel: any Channel) {
        disarm()
        deadline = channel.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
