import NIOCore
import Synchronization

/// The most connections the demo server holds open at once, and how many it holds now. A connection beyond
/// them is answered `503 Service Unavailable` in the API's own error shape and closed at once
/// (``DemoBusyResponder``), so the listening socket's queue drains and its descriptor comes straight back.
///
/// A server that let connections take every descriptor its `ulimit -n` allows could not accept the next
/// one: the accept failed on every wake-up and the event loop spun a core until a connection closed.
final class DemoConnectionLimit: Sendable {
    /// The most connections held at once.
    let limit: Int
    private let open = Mutex(0)

    /// At most `limit` connections (at least one), or as many as come when `limit` is `nil`.
    init(_ limit: Int?) {
        self.limit = max(1, limit ?? Int.max)
    }

    /// Counts `channel` in until it closes and returns `true`, or returns `false` when `limit` are open.
    func admit(_ channel: any Channel) -> Bool {
        let admitted = open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        if admitted {
            channel.closeFuture.whenComplete { _ in self.open.withLock { $0 -= 1 } }
        }
        return admitted
    }
}

/// Answers its connection with the API's 503, as soon as it opens, and closes it; what the client sends is
/// dropped unread.
final class DemoBusyResponder: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    /// The whole answer, an error body shaped as every other the demo sends.
    static let answer: String = {
        let body = #"{"errors":["The demo server has as many connections open as its open-file limit (ulimit -n) allows; try again when some have closed."]}"#
        return "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Retry-After: 1\r\nConnection: close\r\n\r\n" + body
    }()

    private var answered = false

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { answer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        answer(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    private func answer(_ context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        let channel = context.channel
        // Closed as soon as the answer is written: a refused connection must give its descriptor back at
        // once, or a flood of them would take the room the limit keeps. A request that arrives after the
        // close is met with a reset, after the answer, which the client has by then.
        context.writeAndFlush(NIOAny(channel.allocator.buffer(string: Self.answer))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
