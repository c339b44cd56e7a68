public import Foundation
public import Networking

/// Where an Unsplash-compatible API lives and how to authenticate with it. The one owner of the rule for
/// the access key: it is refused when it cannot be sent as it is, it travels only over https or to this
/// machine, and a request carrying it follows only redirects to its own origin.
public struct UnsplashAPI: Sendable {
    /// The real service.
    public static let productionURL = URL(string: "https://api.unsplash.com")!

    /// The API's base URL (the demo server's, Unsplash's, or any compatible server's).
    public let baseURL: URL
    /// The access key sent as `Authorization: Client-ID …`, and how it travels, when there is one.
    private let key: (value: String, transport: KeyTransport)?

    /// Creates an API description without an access key (the demo server, or a server that needs none).
    public init(baseURL: URL) {
        self.baseURL = baseURL
        key = nil
    }

    /// Creates an API description whose requests carry `accessKey` (none when `nil`).
    ///
    /// The key goes over https to any host, or over plain http only to this machine: an address in
    /// 127.0.0.0/8 written as four decimal octets, `[::1]`, or `localhost`, whose requests are pinned to
    /// 127.0.0.1. Requests that carry it follow only redirects to their own origin.
    /// - Throws: ``ConfigurationError`` when the key is empty or holds a line break or another character no
    ///   key has, or when `baseURL` is neither https nor this machine. Nothing has been sent then.
    public init(baseURL: URL, accessKey: String?) throws(ConfigurationError) {
        self.baseURL = baseURL
        guard let accessKey else {
            key = nil
            return
        }
        try Self.check(accessKey)
        guard let transport = KeyTransport(url: baseURL) else {
            throw .insecureBaseURL
        }
        key = (accessKey, transport)
    }

    /// Keys are printable ASCII; a line break is named on its own, since it is what injects a header.
    private static func check(_ accessKey: String) throws(ConfigurationError) {
        guard !accessKey.isEmpty else { throw .accessKeyIsEmpty }
        if accessKey.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            throw .accessKeyContainsLineBreak
        }
        guard accessKey.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .accessKeyContainsInvalidCharacter
        }
    }

    /// The HTTP request for `endpoint`, with the API's version and credentials.
    public func request(for endpoint: Endpoint) -> HTTPRequest? {
        endpoint.url(relativeTo: baseURL).map(request(for:))
    }

    /// The HTTP request for an absolute `url` the API itself handed out (such as a photo's
    /// `download_location`), or `nil` when the URL lies outside this API: the access key is only ever sent
    /// to the API's own scheme, host, port and path.
    public func request(forLinkTo url: URL) -> HTTPRequest? {
        let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let link = URLComponents(url: url, resolvingAgainstBaseURL: false)
        guard let base, let link,
              link.scheme?.lowercased() == base.scheme?.lowercased(),
              link.host?.lowercased() == base.host?.lowercased(),
              link.port == base.port,
              link.user == nil, link.password == nil,
              link.percentEncodedPath.hasPrefix(base.percentEncodedPath.hasSuffix("/") ? base.percentEncodedPath : base.percentEncodedPath + "/")
        else { return nil }
        return request(for: url)
    }

    /// `url` is on the base URL's origin (both callers ensure it), so the key's transport applies to it.
    private func request(for url: URL) -> HTTPRequest {
        var headers: HTTPHeaders = ["Accept-Version": "v1", "Accept": "application/json"]
        guard let key else {
            return HTTPRequest(url: url, headers: headers)
        }
        headers.add(name: "Authorization", value: "Client-ID \(key.value)")
        return HTTPRequest(url: url, headers: headers, redirects: .sameOrigin, pinnedAddress: key.transport.pinnedAddress)
    }

    /// Whether an answer of an Unsplash-compatible API is worth another attempt: HTTP's transient
    /// statuses, and a 403 that means the hourly quota is used up.
    @Sendable
    public static func isRetryable(_ response: HTTPResponse) -> Bool {
        RetryingHTTPClient.isTransientStatus(response) || response.isRateLimitExhausted
    }

    /// `page` with the referral parameters Unsplash's guidelines ask of every link back to it
    /// (`utm_source=photolist&utm_medium=referral`), keeping its own query items. Only http(s) links get
    /// them; any other address is returned as it is.
    public static func referralLink(_ page: URL) -> URL {
        guard ["http", "https"].contains(page.scheme?.lowercased() ?? ""),
              var components = URLComponents(url: page, resolvingAgainstBaseURL: false)
        else { return page }
        let kept = (components.queryItems ?? []).filter { !["utm_source", "utm_medium"].contains($0.name) }
        components.queryItems = kept + [URLQueryItem(name: "utm_source", value: "photolist"), URLQueryItem(name: "utm_medium", value: "referral")]
        return components.url ?? page
    }

    /// ``referralLink(_:)`` of the link written `text`, as text: `nil` when `text` is no URL. A plain link,
    /// `http(s)://host[:port]/path` in lowercase letters, digits and `._~/-@` with no query, fragment or
    /// escapes (every photo's and photographer's page link in Unsplash's answers, and the demo's), gets the
    /// parameters appended as text; any other goes through `URL` and `URLComponents`, with the same result
    /// (`UnsplashReferralLinkTests` compares them).
    static func referralLinkText(_ text: String) -> String? {
        if isPlainLink(text) { return text + "?utm_source=photolist&utm_medium=referral" }
        return URL(string: text).map(referralLink)?.absoluteString
    }

    /// Whether `text` is `http://` or `https://`, a host of `[a-z0-9.-]` with an optional port of one to
    /// five digits (not starting with 0), then a path of `[A-Za-z0-9._~/@-]` that starts with `/`.
    private static func isPlainLink(_ text: String) -> Bool {
        let bytes = text.utf8
        let rest: Substring.UTF8View
        if text.hasPrefix("https://") { rest = bytes.dropFirst(8)[...] } else if text.hasPrefix("http://") { rest = bytes.dropFirst(7)[...] } else { return false }
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash != rest.startIndex else { return false }
        let authority = rest[..<slash], path = rest[slash...]
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        let isHost: (UInt8) -> Bool = { (0x61...0x7A).contains($0) || isDigit($0) || $0 == 0x2E || $0 == 0x2D }
        let isPath: (UInt8) -> Bool = { isHost($0) || (0x41...0x5A).contains($0) || $0 == 0x5F || $0 == 0x7E || $0 == 0x2F || $0 == 0x40 }
        let host = authority.prefix { $0 != UInt8(ascii: ":") }
        let port = authority[host.endIndex...].dropFirst()
        // A port with a leading zero is written again without it by URLComponents, so it is not plain.
        let portIsPlain = host.endIndex == authority.endIndex
            || ((1...5).contains(port.count) && port.first != UInt8(ascii: "0") && port.allSatisfy(isDigit))
        return !host.isEmpty && host.allSatisfy(isHost) && portIsPlain && path.allSatisfy(isPath)
    }
}
