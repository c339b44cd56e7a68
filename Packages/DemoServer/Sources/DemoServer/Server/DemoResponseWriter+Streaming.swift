import NIOCore
import NIOHTTP1

extension DemoResponseWriter {
    /// The head with the body's whole length declared, then the body in pieces as the connection drains,
    /// then the end (closing unless the client asked for keep-alive).
    func stream(status: Int, headers: [(String, String)], body: DemoStreamedBody) {
        writeHead(DemoResponse(status: status, headers: headers, body: []), declaredLength: body.count)
        guard request.method != .HEAD else {
            finish()
            return
        }
        let context = self.context
        let pump = DemoBodyPump(
            context: context,
            write: { context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer($0)))) },
            flush: { context.flush() },
            finished: { finish() }
        )
        pump.run(body.chunks())
    }

    /// Exactly `bytes` on the connection, bypassing the HTTP encoder (written below it in the pipeline),
    /// then a close: for answers that are not HTTP/1.1, or that the encoder would frame.
    func writeRaw(_ bytes: DemoStreamedBody) {
        guard let encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self) else {
            context.close(promise: nil)
            return
        }
        let pump = DemoBodyPump(
            context: context,
            write: { encoder.write(NIOAny($0)) },
            flush: { encoder.flush() },
            finished: { encoder.channel.close(promise: nil) }
        )
        pump.run(bytes.chunks())
    }
}
