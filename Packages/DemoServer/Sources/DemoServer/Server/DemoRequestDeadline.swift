import NIOCore
import NIOHTTP1

/// Closes a connection that has not sent a whole request within ``timeout`` of opening, or of its last
/// answer ending. A client that opens connections and sends nothing, or a request a byte at a time, would
/// otherwise hold them for ever, and with them the places ``DemoConnectionLimit`` counts, until every
/// other client was answered 503. A request being answered is never cut, however slowly its answer goes
/// (the demo's slow faults): the clock runs only while the server waits for a request.
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

    /// Waits `timeout` for each request.
    init(timeout: TimeAmount = standardTimeout) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
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
        if case .end = unwrapInboundIn(data) { disarm() }  // whole: the answer's turn, however long it takes
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { arm(context) }  // answered: the next request's clock starts
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext) {
        disarm()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
