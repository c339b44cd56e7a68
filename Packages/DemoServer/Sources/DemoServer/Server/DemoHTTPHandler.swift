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

    /// Closes the connection after a request it cannot parse, which ``DemoParseErrorResponder`` has answered
    /// before this (and only once the answers to the requests before it were whole): the rest of the
    /// connection's bytes cannot be read as requests, and nothing else closes it. Other errors go on.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else { return context.fireErrorCaught(error) }
        context.close(promise: nil)
    }

    /// Longest `Host` answered. Every link in an answer starts with it; a DNS name has at most 253 bytes,
    /// and 300 leaves room for a port or a bracketed address.
    static let maximumHostBytes = 300
    /// Longest request target answered. A listing's target comes back in its `Link` header, four times (a
    /// search's words or a topic's `ids` percent-encoded again, up to three times as long), and a client
    /// must still be able to read that line: curl refuses a header line over 100 KB. photolist's searches
    /// (100 characters) stay far under it unless each character is built of dozens of code points.
    static let maximumTargetBytes = 4_096

    /// The 400 that RFC 9112 §3.2 requires for a request with more than one `Host`, or an HTTP/1.1
    /// request with none (an HTTP/1.0 one may leave it out: its links then name the receiving address),
    /// and for a `Host` longer than ``maximumHostBytes`` or not well formed (``isWellFormedHost(_:)``);
    /// `nil` for any other request.
    static func hostRefusal(of head: HTTPRequestHead) -> DemoResponse? {
        switch head.headers["Host"].count {
        case 0 where (head.version.major, head.version.minor) >= (1, 1): .error(400, "An HTTP/1.1 request needs a Host header")
        case 0: nil
        case 1 where head.headers["Host"][0].utf8.count > maximumHostBytes:
            .error(400, "A Host header has at most \(maximumHostBytes) bytes, not \(head.headers["Host"][0].utf8.count)")
        case 1 where !isWellFormedHost(head.headers["Host"][0]):
            .error(400, "A Host header names a host (letters, digits, '-', '.', '_', '~', or an address in brackets) and, after a colon, a port")
        case 1: nil
        default: .error(400, "A request has one Host header, not \(head.headers["Host"].count)")
        }
    }

    /// Whether `host` is a `Host` value every link can start with as it is: a name or IPv4 address (letters,
    /// digits, `-`, `.`, `_`, `~`) or an IPv6 address in brackets (with a `%25` zone), then an optional
    /// `:port`. Anything else (quotes, spaces, `<`, `>`, `@`) would change the links it is copied into.
    static func isWellFormedHost(_ host: String) -> Bool {
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]") {
            let port = name[name.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            name = name[..<colon]
        }
        if name.hasPrefix("[") {
            guard name.hasSuffix("]"), name.count > 2 else { return false }
            return name.dropFirst().dropLast().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ":.%".contains($0)) }
        }
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~".contains($0)) }
    }

    /// The 414 (RFC 9110 §15.5.15) for a target longer than ``maximumTargetBytes``, whose answer would
    /// carry it back in headers too long to read; `nil` for any other request.
    static func targetRefusal(of head: HTTPRequestHead) -> DemoResponse? {
        let length = head.uri.utf8.count
        guard length > maximumTargetBytes else { return nil }
        return .error(414, "A request's target has at most \(maximumTargetBytes) bytes, not \(length)")
    }

    private func respond(to requestHead: HTTPRequestHead, context: ChannelHandlerContext) {
        if let refusal = Self.hostRefusal(of: requestHead) {
            // Closing: SwiftNIO's pipelining handler then drops the requests sent behind it, whose host
            // cannot be trusted either.
            return DemoResponseWriter(context: context, request: requestHead, closesConnection: true).write(refusal)
        }
        if let refusal = Self.targetRefusal(of: requestHead) {
            return DemoResponseWriter(context: context, request: requestHead).write(refusal)
        }
        let request = DemoRequest(
            method: requestHead.method.rawValue,
            target: requestHead.uri,
            host: requestHead.headers.first(name: "Host") ?? Self.authority(of: context.channel.localAddress)
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

extension DemoHTTPHandler {
    /// `127.0.0.1:8080` (`[::1]:8080`): where a request without a `Host` header (HTTP/1.0 allows that) was
    /// received, so the links the answer carries still lead back to this server; `nil` when not known.
    static func authority(of address: SocketAddress?) -> String? {
        guard let ip = address?.ipAddress, let port = address?.port else { return nil }
        return DemoServer.urlHost(ip) + ":\(port)"
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
