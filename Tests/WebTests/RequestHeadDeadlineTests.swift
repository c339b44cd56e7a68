import NIOCore
import NIOEmbedded
@testable import PhotoListWeb
import Testing

/// The first request head's deadline, on an in-memory channel: what a stopping server's request to finish
/// (`ChannelShouldQuiesceEvent`) does to a connection, with no clock and no socket.
@Suite("A request head's deadline when the server stops")
struct RequestHeadDeadlineTests {
    /// Records the events that reach the end of the pipeline.
    private final class EventRecorder: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        var events: [Any] = []

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            events.append(event)
        }
    }

    /// A connected in-memory channel with the deadline handler first and `recorder` after it, `sent` read in.
    private func connection(sent: String, recorder: EventRecorder) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandlers([RequestHeadDeadlineHandler(timeout: .hours(1)), recorder])
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        if !sent.isEmpty { try channel.writeInbound(ByteBuffer(string: sent)) }
        return channel
    }

    @Test("given a connection whose first request head has not arrived whole, when the server asks its connections to finish, then it is closed at once", arguments: [
        "", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r",
    ])
    func aHalfHeadIsClosedOnStop(sent: String) throws {
        let recorder = EventRecorder()
        let channel = try connection(sent: sent, recorder: recorder)

        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())

        #expect(!channel.isActive)
        #expect(recorder.events.isEmpty)
    }

    @Test("given a connection whose first request head arrived whole, when the server asks its connections to finish, then the request goes on to be answered: the event passes on and the connection stays open")
    func aWholeHeadIsLeftToFinish() throws {
        let recorder = EventRecorder()
        let channel = try connection(sent: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", recorder: recorder)
        _ = try channel.readInbound(as: ByteBuffer.self)

        channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())

        #expect(channel.isActive)
        #expect(recorder.events.contains { $0 is ChannelShouldQuiesceEvent })
        _ = try channel.finish()
    }
}
