import NIOCore

/// Sends a ``DemoStreamedBody`` about a megabyte at a time, each batch once the one before has gone to the
/// socket, so a body of gigabytes holds one batch in memory and a reader that stops reading stops it.
/// Lives on the connection's event loop.
struct DemoBodyPump {
    /// The connection (for its allocator and event loop).
    let context: ChannelHandlerContext
    /// Queues one piece; its future completes when the piece has been written to the socket.
    let write: (ByteBuffer) -> EventLoopFuture<Void>
    /// Flushes what `write` queued.
    let flush: () -> Void
    /// Runs after the last piece has gone out; never when a write fails (the peer went away).
    let finished: () -> Void

    /// Starts sending `chunks`.
    func run(_ chunks: DemoStreamedBody.Chunks) {
        var chunks = chunks
        var batch = 0
        var lastWrite: EventLoopFuture<Void>?
        while batch < Self.batchSize, let chunk = chunks.next() {
            lastWrite = write(context.channel.allocator.buffer(bytes: chunk))
            batch += chunk.count
        }
        flush()
        guard let lastWrite else {
            finished()
            return
        }
        let rest = NIOLoopBound((pump: self, chunks: chunks), eventLoop: context.eventLoop)
        let eventLoop = context.eventLoop
        lastWrite.whenSuccess {
            // Through the loop's queue: a write to a socket with room completes at once, and calling `run`
            // from here would nest one frame per batch.
            eventLoop.execute { rest.value.pump.run(rest.value.chunks) }
        }
    }

    /// Bytes queued before waiting for the socket.
    static let batchSize = 1 << 20
}
