/// Why an HTTP exchange produced no response. Error statuses are responses, not errors.
public enum HTTPClientError: Error, Hashable, Sendable {
    /// The URL is malformed or not http(s).
    case invalidURL(String)
    /// Header field `name` cannot be sent (see the problem); the request was refused before any byte
    /// went out. The value is never repeated here, since it may be a credential.
    case invalidHeader(name: String, HTTPHeaderProblem)
    /// The host name did not resolve.
    case dnsFailure(host: String)
    /// Nothing accepted the connection.
    case cannotConnect(String)
    /// The connect timeout or the total timeout was hit, or the low-speed limit before the server began to
    /// answer.
    case timedOut
    /// The server's answer had begun (some of its body arrived), then it sent less than the low-speed limit
    /// for the whole low-speed window, before the total timeout: the answer stopped partway. Told apart
    /// from ``timedOut`` so a user who saw a download's bytes arrive is not told that nothing answered.
    /// Reported by `CurlHTTPClient`; the URLSession client cannot tell the two apart and says ``timedOut``.
    case stalled
    /// TLS could not be established or the peer failed verification.
    case tlsFailure(String)
    /// The body exceeded the client's limit, in bytes.
    case tooLarge(limit: Int)
    /// More redirects than the client follows.
    case tooManyRedirects
    /// A redirect pointed where the client refuses to go: a scheme other than http and https, an address
    /// with a user name or password, or, for a request whose ``HTTPRequest/redirects`` is
    /// ``HTTPRequest/RedirectRule/sameOrigin``, another origin.
    case unsafeRedirect
    /// The connection broke (reset, closed early, nothing sent) before the whole answer arrived.
    case connectionLost(String)
    /// The server answered, but its answer is not valid HTTP; the violation says how.
    case invalidHTTP(HTTPViolation)
    /// The calling task was cancelled.
    case cancelled
    /// A download's body could not be written to its file; the text says why. `outOfRoom`: for want of
    /// room (the disk or the user's quota full, or the file at this process's size limit, `ulimit -f`),
    /// which more room mends, not other permissions.
    case fileWriteFailed(String, outOfRoom: Bool)
    /// The client cannot send the request as asked (it does not implement what the request requires, such
    /// as ``HTTPRequest/pinnedAddress``); the text names what. Nothing was sent.
    case unsupported(String)
    /// Any other transport failure, with the transport's own code and message.
    case transport(code: Int, message: String)
}
