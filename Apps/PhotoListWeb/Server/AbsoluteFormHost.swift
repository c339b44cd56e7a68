import NIOCore
import NIOHTTP1

/// Makes the host named in an absolute-form request target (`GET http://host:port/ HTTP/1.1`) the
/// request's `Host`, as RFC 9112 §3.2.2 requires of a server: the `Host` header is then ignored. Hummingbird
/// keeps only the target's path and reads the authority from `Host`, so without this a request could name
/// any host in its target while its `Host` passed the ``AccessPolicy``'s check (DNS rebinding). Browsers
/// send such targets only to proxies, but any client may send one.
///
/// It sits right after NIO's request decoder, beside ``ConnectionCloseMarker``. Anything else that passes
/// (an origin-form target, a WebSocket's frames after an upgrade) goes through untouched.
final class AbsoluteFormHost: ChannelInboundHandler {
    typealias InboundIn = Any
    typealias InboundOut = Any

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A request with no `Host` or with two is left for the access policy to refuse (400, as RFC 9112
        // §3.2 asks), whatever its target.
        guard case .head(var head)? = unwrapInboundIn(data) as? HTTPServerRequestPart, let authority = Self.authority(of: head.uri),
              head.headers["host"].count == 1 else {
            return context.fireChannelRead(data)
        }
        head.headers.replaceOrAdd(name: "host", value: String(authority))
        context.fireChannelRead(NIOAny(HTTPServerRequestPart.head(head)))
    }

    /// The authority of an absolute-form `target` (what follows `scheme://`, up to the path, query or
    /// fragment); `nil` for any other form: a path (origin-form), `*`, or a CONNECT's `host:port`.
    static func authority(of target: String) -> Substring? {
        guard !target.hasPrefix("/"), let separator = target.firstRange(of: "://"),
              target[..<separator.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
            return nil
        }
        let rest = target[separator.upperBound...]
        return rest[..<(rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex)]
    }
}
