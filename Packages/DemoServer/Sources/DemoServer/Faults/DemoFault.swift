/// A misbehaviour the demo server can be told to show on chosen routes, so clients can be tested against
/// every way a real API or network fails. `photolist serve --fault ROUTE:FAULT` and
/// ``DemoServer/start(host:port:catalog:faults:)`` take them.
public enum DemoFault: Sendable, Hashable {
    /// Answers with `status` and an Unsplash-shaped `{"errors": [...]}` body.
    case status(Int)
    /// Answers with `status` and a plain-text body.
    case textStatus(Int)
    /// 403 `Rate Limit Exceeded` in plain text with the quota headers at zero, as Unsplash answers.
    case rateLimitExceeded
    /// 429 with `Retry-After: seconds`.
    case tooManyRequests(retryAfterSeconds: Int)
    /// The normal answer, sent only after `delay` (nothing at all is sent before).
    case delayedHeaders(Duration)
    /// The normal headers at once, then the body one byte every `interval`.
    case drip(interval: Duration)
    /// Declares the full `Content-Length`, sends half of the body, then closes the connection.
    case truncated
    /// Reads the request, then resets the connection (TCP RST) without answering.
    case connectionReset
    /// 200 with a valid JSON body of `bytes` bytes (mostly whitespace): larger than any page.
    case oversizeBody(bytes: Int)
    /// 200 with a JSON content type and a body that is not JSON.
    case malformedJSON
    /// 200 with an HTML page, as a captive portal or proxy sends.
    case html
    /// The normal answer with bytes that are not UTF-8 inside its first string value.
    case invalidUTF8
    /// 200 with an empty body.
    case emptyBody
    /// The normal answer with `X-Ratelimit-Remaining: 0`.
    case quotaExhausted
    /// 302 back to the same address, for ever.
    case redirectLoop
    /// 302 to `file:///etc/passwd`.
    case redirectToFile
}

extension DemoFault {
    /// The names ``init(parsing:)`` accepts, with their argument where one is taken.
    public static let syntax = [
        "status=CODE", "text-status=CODE", "rate-limit", "retry-after=SECONDS", "delay=SECONDS", "drip=SECONDS",
        "truncate", "reset", "oversize=MEGABYTES", "malformed-json", "html", "invalid-utf8", "empty", "quota-zero",
        "redirect-loop", "redirect-file",
    ]

    /// Parses `NAME[=VALUE]` as listed in ``syntax`` (`drip=SECONDS` is the wait between bytes); nil when
    /// the name is unknown or the value is out of range.
    public init?(parsing text: String) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let name = parts.first ?? ""
        let value = parts.count == 2 ? parts[1] : nil
        func seconds() -> Duration? {
            guard let value, let number = Double(value), number.isFinite, number >= 0, number <= 3_600 else { return nil }
            return .milliseconds(Int((number * 1_000).rounded()))
        }
        func statusCode() -> Int? {
            guard let value, let code = Int(value), (100...599).contains(code) else { return nil }
            return code
        }
        switch (name, value) {
        case ("status", _): guard let code = statusCode() else { return nil }; self = .status(code)
        case ("text-status", _): guard let code = statusCode() else { return nil }; self = .textStatus(code)
        case ("rate-limit", nil): self = .rateLimitExceeded
        case ("retry-after", _):
            guard let value, let seconds = Int(value), (0...86_400).contains(seconds) else { return nil }
            self = .tooManyRequests(retryAfterSeconds: seconds)
        case ("delay", _): guard let delay = seconds() else { return nil }; self = .delayedHeaders(delay)
        case ("drip", _): guard let interval = seconds(), interval > .zero else { return nil }; self = .drip(interval: interval)
        case ("truncate", nil): self = .truncated
        case ("reset", nil): self = .connectionReset
        case ("oversize", _):
            let megabytes = value.map { Int($0) } ?? 32
            guard let megabytes, (1...1_024).contains(megabytes) else { return nil }
            self = .oversizeBody(bytes: megabytes << 20)
        case ("malformed-json", nil): self = .malformedJSON
        case ("html", nil): self = .html
        case ("invalid-utf8", nil): self = .invalidUTF8
        case ("empty", nil): self = .emptyBody
        case ("quota-zero", nil): self = .quotaExhausted
        case ("redirect-loop", nil): self = .redirectLoop
        case ("redirect-file", nil): self = .redirectToFile
        default: return nil
        }
    }
}
