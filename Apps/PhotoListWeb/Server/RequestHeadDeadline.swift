import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// A server's connections, as `Base` sets them up, each closed when its first request's head has not
/// arrived whole within `timeout`: a few sockets that send their headers slowly, or nothing, cannot hold
/// the server's connections.
///
/// Hummingbird bounds the time between requests itself, but a connection that may become a WebSocket
/// (``HTTP1WebSocketUpgradeChannel``) gets that bound only after its first request head has been read, so
/// the first head is bounded here, ahead of everything else in the pipeline. And when a head cannot be
/// parsed (an unknown method, a control byte in the path), the upgrade channel gives up on the connection
/// without answering or closing it, which would hold the socket until the client let go: a
/// ``MalformedRequestResponder`` after the request decoder answers it and closes. A
/// ``ConnectionCloseMarker`` beside it makes an HTTP/1.0 request's connection close after its answer, as
/// the client expects, and an ``AbsoluteFormHost`` makes the host an absolute-form target names its `Host`.
struct RequestHeadDeadlineChannel<Base: ServerChildChannel>: ServerChildChannel {
    /// The connections' own setup and handling.
    let base: Base
    /// How long the first request head may take to arrive.
    let timeout: TimeAmount
    /// The limits the request decoder reads heads within, which a refusal of a head too large names.
    let headLimits: HTTP1Channel.Configuration.DecoderConfiguration
    /// How long a refused request's connection waits for the client to close after the answer.
    let refusalLingering: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        let (timeout, headLimits, refusalLingering) = (self.timeout, self.headLimits, self.refusalLingering)
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadlineHandler(timeout: timeout), position: .first)
        }.flatMap { base.setup(channel: channel, logger: logger) }.flatMap { value in
            channel.eventLoop.makeCompletedFuture {
                let pipeline = channel.pipeline.syncOperations
                let decoder = try pipeline.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try pipeline.addHandler(ConnectionCloseMarker(), position: .after(decoder.handler))
                try pipeline.addHandler(AbsoluteFormHost(), position: .after(decoder.handler))
                try pipeline.addHandler(
                    MalformedRequestResponder(headLimits: headLimits, lingering: refusalLingering), position: .after(decoder.handler)
                )
                return value
            }
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Closes its connection `timeout` after it opened unless a request head (the bytes up to the first blank
/// line, `\r\n\r\n`) has arrived whole by then; once one has, it steps out of the pipeline. It reads the
/// raw bytes as they pass and changes none.
final class RequestHeadDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// How much of `\r\n\r\n` the bytes so far end with (0…3).
    private var matched = 0
    private var headArrived = false

    /// A handler allowing `timeout` for the first request head.
    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startDeadline(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startDeadline(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !headArrived {
            let terminator: [UInt8] = [13, 10, 13, 10]
            for byte in unwrapInboundIn(data).readableBytesView {
                matched = byte == terminator[matched] ? matched + 1 : (byte == 13 ? 1 : 0)
                if matched == terminator.count {
                    headArrived = true
                    break
                }
            }
        }
        context.fireChannelRead(data)
        if headArrived {
            deadline?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    /// A server that is stopping asks its connections to finish (`ChannelShouldQuiesceEvent`): one whose
    /// first request head has not arrived whole has nothing to finish, and is closed at once, so a client
    /// that sends slowly, or nothing, does not hold the stop for the rest of `timeout`.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, !headArrived {
            deadline?.cancel()
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func startDeadline(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }
}
