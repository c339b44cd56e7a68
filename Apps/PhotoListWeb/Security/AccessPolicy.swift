/// Who may use the web view: decides every request before a route sees it.
///
/// - `Host` must be sent once, name this server by an address, never by a domain name a page could rebind
///   to it (DNS rebinding), and carry its port. None or two `Host` headers are refused (for two, servers and
///   proxies differ on which one counts). An absolute-form target's host counts as the `Host` (``AbsoluteFormHost``).
/// - `Origin`, when sent, must be this server; a request that may change something (any method but
///   ``safeMethods``) must send it (CSRF).
/// - The run's token must come with the request: once in the printed URL (answered with the cookie and a
///   redirect that drops it from the address bar), then as the cookie.
struct AccessPolicy: Sendable {
    /// What to do with a request.
    enum Decision: Equatable, Sendable {
        /// Let the route answer.
        case allow
        /// The URL carried the token: set the cookie and send the browser to the page without it.
        case grantCookie
        /// Refuse with this status (400 for no `Host` or more than one, as RFC 9112 §3.2 asks, 401 without a
        /// token, 403 for a wrong one or a foreign host or origin) and this one-line reason.
        case refuse(status: Int, reason: String)
    }

    /// The request's parts the decision reads.
    struct Request: Sendable {
        var method: String
        var path: String
        /// The `token` query parameter, when present.
        var queryToken: Substring?
        /// The first `Host` header, when present.
        var host: String?
        /// How many `Host` headers the request carried.
        var hostCount: Int = 1
        var origin: String?
        /// The whole `Cookie` header, when present.
        var cookies: String?
    }

    let token: AccessToken
    /// The address the server listens on (`127.0.0.1` unless `--host` said otherwise).
    let bindHost: String
    /// The port it listens on.
    let port: Int

    /// The cookie carrying the token; named by port, since browsers share cookies between ports of a host.
    var cookieName: String { "photolist-web-\(port)" }

    /// Decides `request`.
    func decide(_ request: Request) -> Decision {
        guard request.hostCount == 1 else {
            return .refuse(status: 400, reason: "a request must carry one Host header (this one carried \(request.hostCount))")
        }
        guard let host = request.host, isThisServer(host) else {
            return .refuse(status: 403, reason: "this server answers only to its own address (Host: \(request.host ?? "none"))")
        }
        if let origin = request.origin {
            guard origin == "http://\(host)" else { return .refuse(status: 403, reason: "requests from other sites are refused") }
        } else if !Self.safeMethods.contains(request.method) {
            return .refuse(status: 403, reason: "a change must say where it comes from (Origin)")
        }
        if request.path == "/", let given = request.queryToken {
            return token.matches(given) ? .grantCookie : .refuse(status: 403, reason: "this link's token is not this run's; open the URL photolist web printed")
        }
        guard let given = cookieValue(in: request.cookies) else {
            return .refuse(status: 401, reason: "open the URL photolist web printed: it carries this run's token")
        }
        return token.matches(given) ? .allow : .refuse(status: 403, reason: "this browser's token belongs to another run; open the URL photolist web printed")
    }

    /// The `Set-Cookie` value that hands the token to the browser: script cannot read it, and other sites'
    /// requests carry it only when they are the browser's own page loads (never their POSTs, frames,
    /// pictures or sockets). `Lax`, not `Strict`: the printed URL is opened from elsewhere (`--open`'s page
    /// on disk, a link clicked in a terminal or a chat), and a `Strict` cookie set on that visit is left off
    /// its redirect to the page, which then refused the browser that had just been given it. What that
    /// allows another site: to open the web view in a new tab, as the user could, whose page then opens a
    /// session of its own (which may end a background tab's, as any new tab may). It cannot read the page
    /// (`SecurityHeaders`), and every request that may change something must come with this server's
    /// `Origin`.
    var cookie: String {
        "\(cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Lax"
    }

    /// The methods that change nothing (RFC 9110 §9.2.1), which a request may send without an `Origin`:
    /// a browser's own address-bar loads and a tool's `OPTIONS` send none. `TRACE` is left out: it only
    /// echoes a request, which this server has no reason to do.
    static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS"]

    /// Whether `host` (a `Host` header) names this server: an address (loopback, or the one it listens
    /// on) with its port. Names other than `localhost` are refused, as a rebinding page would use one.
    func isThisServer(_ host: String) -> Bool {
        // A browser leaves out port 80; an IPv6 literal's last colon is inside its brackets.
        let colon = host.lastIndex(of: ":").flatMap { host[$0...].contains("]") ? nil : $0 }
        let name: String
        if let colon {
            guard host[host.index(after: colon)...] == "\(port)" else { return false }
            name = host[..<colon].lowercased()
        } else {
            guard port == 80 else { return false }
            name = host.lowercased()
        }
        if ["127.0.0.1", "localhost", "[::1]"].contains(name) { return true }
        let bound = bindHost.contains(":") ? "[\(bindHost.lowercased())]" : bindHost.lowercased()
        if name == bound { return true }
        // Listening on every interface: any address literal reaches it, and a literal cannot be rebound.
        guard Self.isEveryAddress(bindHost) else { return false }
        return Self.isIPv4Literal(name) || (name.hasPrefix("[") && name.hasSuffix("]"))
    }

    /// Whether listening on `host` listens on every address of the machine (`0.0.0.0`, `::`).
    static func isEveryAddress(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::"
    }

    /// The address the page is opened at when the server listens on `host`: `host` itself (an IPv6
    /// literal in brackets, its zone percent-encoded), or this machine's own for every address, which is
    /// no address to open.
    static func pageHost(listeningOn host: String) -> String {
        guard !isEveryAddress(host) else { return host == "::" ? "[::1]" : "127.0.0.1" }
        return host.contains(":") ? "[\(host.replacing("%", with: "%25"))]" : host
    }

    private func cookieValue(in header: String?) -> Substring? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let trimmed = pair.drop { $0 == " " }
            guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == cookieName else { continue }
            return trimmed[trimmed.index(after: equals)...]
        }
        return nil
    }

    private static func isIPv4Literal(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil }
    }
}
