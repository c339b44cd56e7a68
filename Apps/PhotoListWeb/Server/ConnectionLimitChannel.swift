import HummingbirdCore
import Logging
import NIOCore

/// A server's connections, as `Base` sets them up, at most as many at once as `allowance` holds places for.
/// A connection beyond them is accepted and answered `503 Service Unavailable` at once, then closed, so the
/// listening socket's queue drains and the descriptor comes straight back: refusing one is cheap, and the
/// server never reaches the open-file limit (``ConnectionAllowance``).
///
/// The refused connection is still set up by `Base`, its handler ahead of everything: failing the setup
/// instead would surface as an error on the listening channel, which ends Hummingbird's server.
struct ConnectionLimitChannel<Base: ServerChildChannel>: ServerChildChannel {
    /// The connections' own setup and handling.
    let base: Base
    /// The places for open connections.
    let allowance: ConnectionAllowance

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        let allowed = allowance.take()
        if allowed {
            let allowance = self.allowance
            channel.closeFuture.whenComplete { _ in allowance.giveBack() }
        } else {
            logger.warning("Refused a connection: \(allowance.limit) are open, the most the open-file limit (ulimit -n) leaves room for")
        }
        return base.setup(channel: channel, logger: logger).flatMap { value in
            guard !allowed else { return channel.eventLoop.makeSucceededFuture(value) }
            return channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(BusyConnectionRefuser(), position: .first)
                return value
            }
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Answers its connection `503 Service Unavailable`, saying why in one line, as soon as it opens, and
/// closes it; whatever the client sends is dropped unread.
final class BusyConnectionRefuser: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    /// The whole answer: a client reading it sees why before the connection closes.
    static let answer: String = {
        let body = "photolist web has as many connections open as its open-file limit (ulimit -n) allows; try again when some have closed.\n"
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Retry-After: 1\r\nConnection: close\r\n\r\n" + body
    }()

    private var refused = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        refuse(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func refuse(_ context: ChannelHandlerContext) {
        guard !refused else { return }
        refused = true
        let channel = context.channel
        // Closed as soon as the answer is written: a refused connection must give its descriptor back at
        // once, or a flood of them would take the room the limit keeps. A request that arrives after the
        // close is met with a reset, after the answer, which the client has by then.
        context.writeAndFlush(NIOAny(channel.allocator.buffer(string: Self.answer))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
