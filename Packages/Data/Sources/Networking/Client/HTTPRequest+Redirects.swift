import Foundation

extension HTTPRequest {
    /// Sends `request` through `send` and, when its rule is ``RedirectRule/sameOrigin``, follows its
    /// redirects here rather than in the transport (which is told not to follow them): each target is
    /// checked before it is asked, and a target on another origin ends the exchange with
    /// ``HTTPClientError/unsafeRedirect``. At most `maximumRedirects` are followed.
    package static func sending(
        _ request: HTTPRequest,
        maximumRedirects: Int,
        through send: (HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
    ) async throws(HTTPClientError) -> HTTPResponse {
        var current = request
        var followed = 0
        while true {
            let response = try await send(current)
            guard current.redirects == .sameOrigin, let next = try current.redirected(by: response) else {
                return response
            }
            guard followed < maximumRedirects else { throw .tooManyRedirects }
            followed += 1
            current = next
        }
    }

    /// The request that follows `response` when it is a redirect (301, 302, 303, 307, 308 with a
    /// `Location`), else `nil`. As curl and browsers do, 303 (and 301 or 302 after a POST) continue as GET.
    /// - Throws: ``HTTPClientError/unsafeRedirect`` when the target is not on this request's origin.
    func redirected(by response: HTTPResponse) throws(HTTPClientError) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["Location"] else { return nil }
        guard let target = URL(string: location, relativeTo: url)?.absoluteURL, Self.origin(of: target) == Self.origin(of: url),
              Self.origin(of: target) != nil
        else {
            throw .unsafeRedirect
        }
        var next = self
        next.url = target
        if (response.status == 303 && method != .head) || ([301, 302].contains(response.status) && method == .post) {
            next.method = .get
            next.body = nil
        }
        return next
    }

    /// Scheme, host and port (the scheme's default when absent), lower-cased; `nil` for a URL with user
    /// information or without an http(s) scheme and a host.
    private static func origin(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.percentEncodedHost?.lowercased(), !host.isEmpty,
              components.user == nil, components.password == nil
        else { return nil }
        return "\(scheme)://\(host):\(components.port ?? (scheme == "https" ? 443 : 80))"
    }
}
