import NIOCore
import NIOHTTP1

/// Reads HTTP requests off a connection, asks the router (through the fault injector), and writes the
/// answers; keeps the connection open when the client asks for keep-alive.
final class DemoHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let router: DemoRouter
    private let injector: DemoFaultInjector
    private var head: HTTPRequestHead?

    init(router: DemoRouter, injector: DemoFaultInjector) {
        self.router = router
        self.injector = injector
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break  // no route takes a body
        case .end:
            guard let requestHead = head else { return }
            head = nil
            respond(to: requestHead, context: context)
        }
    }

    private func respond(to requestHead: HTTPRequestHead, context: ChannelHandlerContext) {
        let request = DemoRequest(
            method: requestHead.method.rawValue,
            target: requestHead.uri,
            host: requestHead.headers.first(name: "Host")
        )
        let delivery = injector.delivery(for: request) { router.respond(to: request) }
        let writer = NIOLoopBound(DemoResponseWriter(context: context, request: requestHead), eventLoop: context.eventLoop)
        switch delivery {
        case .respond(let response):
            writer.value.write(response)
        case .delayed(let response, let delay):
            context.eventLoop.scheduleTask(in: .nanoseconds(delay.nanoseconds)) { writer.value.write(response) }
        case .drip(let response, let interval):
            writer.value.drip(response, interval: .nanoseconds(interval.nanoseconds))
        case .truncated(let response):
            writer.value.truncate(response)
        case .reset:
            writer.value.reset()
        case .streamed(let status, let headers, let body):
            writer.value.stream(status: status, headers: headers, body: body)
        case .raw(let bytes):
            writer.value.writeRaw(bytes)
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : whole.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
    }
}
