/// Turns the router's answer into what the server delivers when a ``DemoFaultRule`` covers the request.
/// Needs no socket, so every fault's bytes can be checked directly; its only state is how many requests
/// each counted rule (`*N`, `@N`) has had.
struct DemoFaultInjector: Sendable {
    /// The rules; the first that covers a request (and is not spent) wins.
    let rules: [DemoFaultRule]
    private let spent: DemoFaultCounts

    /// An injector of `rules`, none of them used yet.
    init(rules: [DemoFaultRule]) {
        self.rules = rules
        spent = DemoFaultCounts(rules: rules.count)
    }

    /// What to deliver for `request`, whose normal answer `respond` computes (only when a fault needs it).
    func delivery(for request: DemoRequest, respond: () -> DemoResponse) -> DemoDelivery {
        let rule = rules.indices.first { index in
            rules[index].applies(to: request) && spent.take(index, limit: rules[index].times, from: rules[index].from)
        }
        guard let fault = rule.map({ rules[$0].fault }) else {
            return .respond(respond())
        }
        switch fault {
        case .status(let code):
            return .respond(.error(code, "Injected fault: HTTP \(code)"))
        case .textStatus(let code):
            return .respond(DemoResponse(status: code, headers: [("Content-Type", "text/plain")], body: Array("Injected fault: HTTP \(code)".utf8)))
        case .rateLimitExceeded:
            return .respond(DemoResponse(
                status: 403,
                headers: [("Content-Type", "text/plain"), ("X-Ratelimit-Limit", "50"), ("X-Ratelimit-Remaining", "0")],
                body: Array("Rate Limit Exceeded".utf8)
            ))
        case .tooManyRequests(let seconds):
            return .respond(.error(429, "Too many requests", headers: [("Retry-After", String(seconds))]))
        case .delayedHeaders(let delay):
            return .delayed(respond(), delay)
        case .drip(let interval):
            return .drip(respond(), interval)
        case .truncated:
            return .truncated(respond())
        case .connectionReset:
            return .reset
        case .oversizeBody(let bytes):
            // Valid JSON (an empty array padded with whitespace) so only its size is wrong.
            var body = [UInt8](repeating: 0x20, count: max(bytes, 2))
            body[0] = UInt8(ascii: "[")
            body[body.count - 1] = UInt8(ascii: "]")
            return .respond(.json(body))
        case .malformedJSON:
            return .respond(.json(Array(#"{"id": "abc", "urls": {"raw": nul}, [,]"#.utf8)))
        case .html:
            return .respond(DemoResponse(status: 200, headers: [("Content-Type", "text/html")], body: Self.signInPage))
        case .invalidUTF8:
            let normal = respond()
            return .respond(DemoResponse(status: normal.status, headers: normal.headers, body: Self.corruptingFirstString(normal.body)))
        case .emptyBody:
            return .respond(.json([]))
        case .quotaExhausted:
            let normal = respond()
            let headers = normal.headers.filter { $0.0.lowercased() != "x-ratelimit-remaining" } + [("X-Ratelimit-Remaining", "0")]
            return .respond(DemoResponse(status: normal.status, headers: headers, body: normal.body))
        case .redirectLoop:
            return .respond(DemoResponse(status: 302, headers: [("Location", request.target)], body: []))
        case .redirectToFile:
            return .respond(DemoResponse(status: 302, headers: [("Location", "file:///etc/passwd")], body: []))
        case .extremeNumbers, .itemFlood, .gzipBomb, .noContentLength, .notImage, .http09, .garbageStatusLine, .hugeHeader:
            return Self.hostileShape(fault, for: request, respond: respond)
        }
    }

    /// A captive portal's page: what `html` and `not-image` send.
    static let signInPage = Array(
        "<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in to the network</h1></body></html>".utf8
    )

    /// `body` with an invalid UTF-8 sequence (a lone continuation byte, an unfinished lead byte and 0xFF)
    /// at the start of its first string value, so the JSON's structure stays intact.
    static func corruptingFirstString(_ body: [UInt8]) -> [UInt8] {
        let invalid: [UInt8] = [0x80, 0xC3, 0x28, 0xFF]
        let pattern = Array(#"":""#.utf8)
        guard body.count >= pattern.count,
              let start = (0...(body.count - pattern.count)).first(where: { body[$0..<($0 + pattern.count)].elementsEqual(pattern) })
        else {
            return invalid + body
        }
        var corrupted = body
        corrupted.insert(contentsOf: invalid, at: start + pattern.count)
        return corrupted
    }
}
