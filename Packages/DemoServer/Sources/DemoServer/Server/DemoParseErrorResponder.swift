import NIOCore
import NIOHTTP1

/// Answers a request SwiftNIO's HTTP parser refuses, in the API's error shape, before the connection
/// closes: `501 Not Implemented` for a method it does not know (RFC 9110 §15.6.2: a method the server
/// does not recognise), `400 Bad Request` for anything else. SwiftNIO's own
/// `HTTPServerProtocolErrorHandler`, which this stands in for, answers every refusal 400 with no body.
/// Nothing is written while an answer to an earlier request is part-way out: the close alone ends that.
final class DemoParseErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether an answer's head has gone out and its end not yet.
    private var isAnswering = false

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let refusal = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        if !isAnswering {
            // The request could not be read, so no part of it is known: answered as HTTP/1.1, and closed.
            let unread = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/")
            DemoResponseWriter(context: context, request: unread, closesConnection: true).write(Self.answer(to: refusal))
        }
        context.fireErrorCaught(error)  // DemoHTTPHandler closes the connection
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.code >= 200: isAnswering = true  // not a 1xx, which another head follows
        case .end: isAnswering = false
        case .head, .body: break
        }
        context.write(data, promise: promise)
    }

    /// The answer to a request refused as `refusal`.
    static func answer(to refusal: HTTPParserError) -> DemoResponse {
        switch refusal {
        case .invalidMethod: .error(501, "The method is not one this server knows; it answers GET and HEAD", headers: [("Allow", "GET, HEAD")])
        default: .error(400, "The request could not be read as HTTP/1.1")
        }
    }
}
