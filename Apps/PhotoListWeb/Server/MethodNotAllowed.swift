import HTTPTypes
import Hummingbird

/// The 405 for a method an address of the web view does not take (`GET /sessions`, `DELETE /`), with the
/// `Allow` header RFC 9110 asks of it: Hummingbird's router answers such a request 404, as if the address
/// did not exist. Only the methods of ``refusedMethods`` get it; another (WebDAV's `PROPFIND`) still gets
/// the router's 404, worded by ``UnroutedRequestText``.
enum MethodNotAllowed {
    /// The methods a request may name that get this answer where a route does not take them. HEAD is taken
    /// wherever GET is: the web view's router answers it as GET without the body
    /// (`autoGenerateHeadEndpoints`, in ``WebServer``).
    static let refusedMethods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options]

    /// Answers every one of ``refusedMethods`` that `allowed` leaves out at `path` on `router` with a 405.
    /// Called once per address, with every method its routes take.
    static func add<Context: RequestContext>(to router: Router<Context>, path: RouterPath, allowing allowed: [HTTPRequest.Method]) {
        let taken = allowed.contains(.get) ? allowed + [.head] : allowed
        for method in refusedMethods where !taken.contains(method) {
            router.on(path, method: method) { _, _ in response(allowing: taken) }
        }
    }

    /// The 405 itself: one line naming the methods the address takes, which `Allow` lists too.
    static func response(allowing allowed: [HTTPRequest.Method]) -> Response {
        let names = allowed.map(\.rawValue)
        var response = AccessGuard<BasicRequestContext>.text(
            .methodNotAllowed, "this address takes \(names.joined(separator: " or ")) only; the photos are at /"
        )
        response.headers[.allow] = names.joined(separator: ", ")
        return response
    }
}
