import HTTPTypes

/// The headers every answer carries: the page may run only its own script and style, load only this
/// server's pictures, talk only to this server and be framed by nobody; nothing is sniffed as another type,
/// and no address leaks to other sites.
enum SecurityHeaders {
    /// The Content-Security-Policy: nothing inline, nothing from elsewhere.
    static let contentSecurityPolicy = [
        "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "connect-src 'self'",
        "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    // Valid names, so the force-unwraps cannot fail.
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    private static let frameOptions = HTTPField.Name("X-Frame-Options")!

    /// Adds the headers to `headers`; an answer that set its own `Cache-Control` keeps it.
    static func apply(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[referrerPolicy] = "no-referrer"
        headers[.crossOriginResourcePolicy] = "same-origin"
        headers[frameOptions] = "DENY"
        if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
    }
}
