import HTTPTypes
import Hummingbird
import Synchronization

/// The middleware every request passes first: it asks the ``AccessPolicy`` (refusing, or trading the URL's
/// token for the cookie), and gives every answer the headers that keep the page to itself.
struct AccessGuard<Context: RequestContext>: RouterMiddleware {
    /// The policy, known once the server listens (its port is part of it).
    let policy: ListeningPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let policy = policy.current else {
            return Self.text(.serviceUnavailable, "the web view is starting; try again")
        }
        let facts = AccessPolicy.Request(
            method: request.method.rawValue,
            path: request.uri.path,
            queryToken: request.uri.queryParameters["token"],
            host: request.head.authority,
            // The first `Host` becomes the authority; any other stays among the fields.
            hostCount: (request.head.authority == nil ? 0 : 1) + request.headers[values: Self.host].count,
            origin: request.headers[.origin],
            cookies: request.headers[.cookie]
        )
        var response: Response
        switch policy.decide(facts) {
        case .allow:
            do {
                response = try await next(request, context)
            } catch let error as any HTTPResponseError {
                // Refusals from routes (400, 404, 503…) carry the same headers as any answer.
                response = try error.response(from: request, context: context)
            }
        case .grantCookie:
            // The token leaves the address bar (and the history) at once; the cookie carries it from now on.
            response = Response(status: .seeOther, headers: [.location: "/", .setCookie: policy.cookie])
        case .refuse(let status, let reason):
            response = Self.text(HTTPResponse.Status(code: status), reason)
        }
        SecurityHeaders.apply(to: &response.headers)
        return response
    }

    /// `Host`, which swift-http-types keeps out of the fields (it is the request's authority) unless sent twice.
    private static var host: HTTPField.Name { HTTPField.Name("Host")! }

    /// A plain-text answer of one line.
    static func text(_ status: HTTPResponse.Status, _ line: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: line + "\n"))
        )
    }
}

/// The access policy, set once the server knows its port; until then every request is refused.
final class ListeningPolicy: Sendable {
    private let policy = Mutex<AccessPolicy?>(nil)

    init() {}

    /// The policy, or `nil` before the server listens.
    var current: AccessPolicy? {
        policy.withLock { $0 }
    }

    /// Sets the policy once the port is known.
    func set(_ value: AccessPolicy) {
        policy.withLock { $0 = value }
    }
}
