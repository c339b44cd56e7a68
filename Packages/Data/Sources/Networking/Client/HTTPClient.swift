/// Sends HTTP requests. The seam between everything that talks HTTP and the library that does it:
/// `CurlHTTPClient` (CurlNetworking) in the app, `URLSessionHTTPClient` (URLSessionNetworking) on any platform, a scripted fake or a loopback server in tests.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the final response (after redirects), whatever its status.
    /// - Throws: ``HTTPClientError`` when no response could be obtained. A 404 or 500 is a response, not an error.
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}
