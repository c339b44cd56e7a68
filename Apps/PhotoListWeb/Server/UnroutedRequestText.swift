import Hummingbird

/// Words for the router's own 404, which answers a request no route takes (a mistyped address, or a method
/// ``MethodNotAllowed`` does not answer) with an empty body, shown by a browser as a blank page. Routes'
/// own refusals, which say why, pass unchanged.
struct UnroutedRequestText<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && error.body == nil {
            return AccessGuard<Context>.text(.notFound, "nothing here answers this request; the photos are at /")
        }
    }
}
