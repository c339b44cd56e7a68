@testable import DemoServer
import Foundation
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

/// A connection that does not send a whole request in time is closed; one whose answer is slow is not.
/// The connection is set up as the demo server sets up each (``DemoServer/prepare(_:router:injector:connections:)``),
/// on an event loop whose clock the tests move, so each wait passes without being waited for.
@Suite("The demo server's wait for a request")
struct DemoRequestDeadlineTests {
    private static let wait = DemoRequestDeadline.standardTimeout
    private static let request = "GET /photos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    @Test("given a connection that sends nothing, when the wait passes, then it is closed, and not a moment before")
    func silentConnectionIsClosed() throws {
        let connection = try Self.connection()

        Self.expectClosedWhenTheWaitPasses(connection)
    }

    @Test("given a request sent a piece at a time, its head whole but never its end, when the wait passes from the connection's start, then it is closed")
    func requestLeftHalfSentIsClosed() throws {
        let connection = try Self.connection()

        for piece in ["GET /pho", "tos HTTP/1.1\r\n", "Host: 127.0.0.1\r\nContent-Length: 10\r\n\r\n", "abc"] {
            connection.embeddedEventLoop.advanceTime(by: .seconds(14))
            try connection.writeInbound(ByteBuffer(string: piece))
        }
        #expect(connection.isActive)
        connection.embeddedEventLoop.advanceTime(by: .seconds(4))
        #expect(!connection.isActive)
    }

    @Test("given a whole request whose answer the demo delays ten times the wait, then the connection stays open until it is answered, and the next request's wait starts when the answer ends")
    func slowAnswerIsNotCut() throws {
        let slow = try #require(DemoFaultRule(parsing: "list:delay=600"))
        let connection = try Self.connection(faults: [slow])
        try connection.writeInbound(ByteBuffer(string: Self.request))

        connection.embeddedEventLoop.advanceTime(by: .seconds(600) - .milliseconds(1))
        #expect(connection.isActive)
        #expect(try Self.answers(on: connection).isEmpty)
        connection.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(try Self.answers(on: connection).first?.hasPrefix("HTTP/1.1 200 OK") == true)
        Self.expectClosedWhenTheWaitPasses(connection)
    }

    @Test("given a whole request whose answer the client reads ten times the wait late, then the connection stays open until the answer is written out, and the wait starts from then")
    func answerReadSlowlyIsNotCut() throws {
        let connection = try Self.connection()
        let socket = HeldWrites()
        try connection.pipeline.syncOperations.addHandler(socket, position: .first)
        try connection.writeInbound(ByteBuffer(string: Self.request))

        connection.embeddedEventLoop.advanceTime(by: Self.wait * 10)
        #expect(connection.isActive)
        socket.release()
        #expect(try Self.answers(on: connection) == ["HTTP/1.1 200 OK"])
        Self.expectClosedWhenTheWaitPasses(connection)
    }

    @Test("given two requests sent together on a kept-alive connection, the second answered late, then the connection stays open while the second is owed, though the first is out, and the wait starts only after both")
    func pipelinedRequestIsNotCut() throws {
        let slow = try #require(DemoFaultRule(parsing: "list:delay=100@2"))
        let connection = try Self.connection(faults: [slow])
        // As a real socket does, the first answer's bytes go out after the second request is read.
        let socket = HeldWrites()
        try connection.pipeline.syncOperations.addHandler(socket, position: .first)
        try connection.writeInbound(ByteBuffer(string: Self.request + Self.request))
        socket.release()

        #expect(try Self.answers(on: connection) == ["HTTP/1.1 200 OK"])
        connection.embeddedEventLoop.advanceTime(by: .seconds(100) - .milliseconds(1))
        #expect(connection.isActive)
        socket.release()
        #expect(try Self.answers(on: connection).isEmpty)
        connection.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        socket.release()
        #expect(try Self.answers(on: connection) == ["HTTP/1.1 200 OK"])
        Self.expectClosedWhenTheWaitPasses(connection)
    }

    /// Expects `connection` open a moment before the wait passes from now, and closed when it has.
    private static func expectClosedWhenTheWaitPasses(_ connection: EmbeddedChannel, sourceLocation: SourceLocation = #_sourceLocation) {
        connection.embeddedEventLoop.advanceTime(by: wait - .milliseconds(1))
        #expect(connection.isActive, "a moment before the wait passed", sourceLocation: sourceLocation)
        connection.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!connection.isActive, "once the wait passed", sourceLocation: sourceLocation)
    }

    /// An open connection, set up as the demo server sets up each, serving the demo catalog with `faults`.
    private static func connection(faults: [DemoFaultRule] = []) throws -> EmbeddedChannel {
        let connection = EmbeddedChannel()
        try DemoServer.prepare(
            connection, router: DemoRouter(catalog: DemoCatalog()), injector: DemoFaultInjector(rules: faults), connections: DemoConnectionLimit(nil)
        )
        try connection.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return connection
    }

    /// The status lines of the answers written since the last call (an answer's body, JSON, ends with no
    /// line break, so the next status line follows it on the same line).
    private static func answers(on connection: EmbeddedChannel) throws -> [String] {
        var written = ""
        while let data = try connection.readOutbound(as: IOData.self) {
            guard case .byteBuffer(var bytes) = data else { continue }
            written += bytes.readString(length: bytes.readableBytes) ?? ""
        }
        return written.components(separatedBy: "HTTP/1.1 ").dropFirst().map { "HTTP/1.1 " + $0.prefix { $0 != "\r\n" } }
    }
}

/// A socket whose client is not reading: what is written to it stays unwritten, its writes unfinished,
/// until ``release()``.
private final class HeldWrites: ChannelOutboundHandler {
    typealias OutboundIn = IOData
    private var context: ChannelHandlerContext?
    private var held: [(NIOAny, EventLoopPromise<Void>?)] = []

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        held.append((data, promise))
    }

    func flush(context: ChannelHandlerContext) {}

    /// Writes out everything held, as a client that starts reading again lets it go.
    func release() {
        guard let context else { return }
        for (data, promise) in held { context.write(data, promise: promise) }
        held = []
        context.flush()
    }
}
