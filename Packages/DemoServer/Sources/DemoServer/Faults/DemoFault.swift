/// A misbehaviour the demo server can be told to show on chosen routes, so clients can be tested against
/// every way a real API or network fails. `photolist serve --fault ROUTE:FAULT` and
/// ``DemoServer/start(host:port:catalog:faults:connectionLimit:)`` take them.
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
    /// The normal answer with hostile numbers in its photos and `X-Ratelimit-Reset: 9223372036854775807`
    /// (`Int64.max` seconds from 1970). The photo at position `p` of a page (the detail's photo is position
    /// 0) gets, by `p % 5`: 0 `width` 1, `height` `1e18`, `downloads` 99999999999999999999, `views` -1;
    /// 1 `likes` 9223372036854775807; 2 `width` 0; 3 `width`, `height` and `likes` -1; 4 `height` `1e300`,
    /// `likes` 18446744073709551616. A key is only rewritten where the photo has it; ids and everything else
    /// stay as they were.
    case extremeNumbers
    /// 200 with a JSON body of `bytes` bytes holding only `{}` items: an array, or search's
    /// `{"total":…,"total_pages":1,"results":[…]}` on the search route.
    case itemFlood(bytes: Int)
    /// 200 with `Content-Encoding: gzip` and a body about 1/1000 of `inflatedBytes` that inflates to
    /// `inflatedBytes` zeros.
    case gzipBomb(inflatedBytes: Int)
    /// The normal status, headers and body with no `Content-Length`, ended by closing the connection; with
    /// `paddedTo`, the body goes on with zero bytes up to that many bytes in all.
    case noContentLength(paddedTo: Int?)
    /// 200 `Content-Type: image/jpeg` with an HTML page as the body.
    case notImage
    /// The normal body alone, with no status line or headers (HTTP/0.9), then a close.
    case http09
    /// `HELLO 200 OK` instead of an HTTP status line, then the normal headers and body.
    case garbageStatusLine
    /// The normal answer with one more header, `X-Padding`, whose value is `bytes` bytes long.
    case hugeHeader(bytes: Int)
}

extension DemoFault {
    /// The names ``init(parsing:)`` accepts, with their argument where one is taken.
    public static let syntax = [
        "status=CODE", "text-status=CODE", "rate-limit", "retry-after=SECONDS", "delay=SECONDS", "drip=SECONDS",
        "truncate", "reset", "oversize=MEGABYTES", "malformed-json", "html", "invalid-utf8", "empty", "quota-zero",
        "redirect-loop", "redirect-file", "extreme-numbers", "item-flood=MEGABYTES", "gzip-bomb=MEGABYTES", "no-length",
        "no-length=MEGABYTES", "not-image", "http09", "garbage-status", "huge-header=KILOBYTES",
    ]

    /// Parses `NAME[=VALUE]` as listed in ``syntax`` (`drip=SECONDS` is the wait between bytes); nil when
    /// ``parse(_:)`` refuses it.
    public init?(parsing text: String) {
        guard let fault = try? Self.parse(text) else { return nil }
        self = fault
    }

    /// Parses `NAME[=VALUE]` as listed in ``syntax``. Sizes without a value take a default: `oversize`
    /// 32 MB, `item-flood` 15 MB (at most 15, under a 16 MiB body cap), `gzip-bomb` 2,048 MB inflated (at
    /// most 16,384), `huge-header` 200 KB; `no-length=MEGABYTES` takes up to 1,048,576 (1 TiB, endless in
    /// practice). A megabyte is 2^20 bytes, a kilobyte 2^10.
    /// - Throws: ``DemoFaultRefusal`` saying what is wrong: a name that is no fault, a value where the
    ///   fault takes none, or a value out of its range, with the range.
    public static func parse(_ text: String) throws(DemoFaultRefusal) -> DemoFault {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts.first ?? ""
        let value = parts.count == 2 ? parts[1] : nil
        func refused(_ range: String) -> DemoFaultRefusal {
            let form = syntax.first { $0.hasPrefix(name + "=") } ?? name
            return DemoFaultRefusal("\(form) takes \(range)")
        }
        // Kept to the millisecond: a wait that must not be zero is at least one once rounded.
        func seconds(above zero: Bool = false) throws(DemoFaultRefusal) -> Duration {
            guard let value, let number = Double(value), number.isFinite, number >= 0, number <= 3_600,
                  !zero || (number * 1_000).rounded() >= 1 else {
                throw refused("a number of seconds \(zero ? "from 0.001" : "from 0"), at most 3600")
            }
            return .milliseconds(Int((number * 1_000).rounded()))
        }
        func size(default fallback: Int, in range: ClosedRange<Int>, shift: Int = 20) throws(DemoFaultRefusal) -> Int {
            guard let number = value.map({ Int($0) }) ?? fallback, range.contains(number) else {
                throw refused("a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number << shift
        }
        func statusCode() throws(DemoFaultRefusal) -> Int {
            // A 1xx answer is never a request's last, and 204, 205 and 304 carry no body: the fault's body could not be sent.
            guard let value, let code = Int(value), (200...599).contains(code), ![204, 205, 304].contains(code) else {
                throw refused("a status code from 200 to 599 that carries a body (not 204, 205 or 304)")
            }
            return code
        }
        func none(_ fault: DemoFault) throws(DemoFaultRefusal) -> DemoFault {
            guard value == nil else { throw DemoFaultRefusal("\(name) takes no value") }
            return fault
        }
        switch name {
        case "status": return .status(try statusCode())
        case "text-status": return .textStatus(try statusCode())
        case "rate-limit": return try none(.rateLimitExceeded)
        case "retry-after":
            guard let value, let seconds = Int(value), (0...86_400).contains(seconds) else { throw refused("a whole number from 0 to 86400") }
            return .tooManyRequests(retryAfterSeconds: seconds)
        case "delay": return .delayedHeaders(try seconds())
        case "drip": return .drip(interval: try seconds(above: true))
        case "truncate": return try none(.truncated)
        case "reset": return try none(.connectionReset)
        case "oversize": return .oversizeBody(bytes: try size(default: 32, in: 1...1_024))
        case "malformed-json": return try none(.malformedJSON)
        case "html": return try none(.html)
        case "invalid-utf8": return try none(.invalidUTF8)
        case "empty": return try none(.emptyBody)
        case "quota-zero": return try none(.quotaExhausted)
        case "redirect-loop": return try none(.redirectLoop)
        case "redirect-file": return try none(.redirectToFile)
        case "extreme-numbers": return try none(.extremeNumbers)
        case "item-flood": return .itemFlood(bytes: try size(default: 15, in: 1...15))
        case "gzip-bomb": return .gzipBomb(inflatedBytes: try size(default: 2_048, in: 1...16_384))
        case "no-length": return .noContentLength(paddedTo: value == nil ? nil : try size(default: 0, in: 1...1_048_576))
        case "not-image": return try none(.notImage)
        case "http09": return try none(.http09)
        case "garbage-status": return try none(.garbageStatusLine)
        case "huge-header": return .hugeHeader(bytes: try size(default: 200, in: 1...16_384, shift: 10))
        default:
            let names = syntax.map { $0.prefix { $0 != "=" } }.reduce(into: [Substring]()) { if !$0.contains($1) { $0.append($1) } }
            throw DemoFaultRefusal("\(name.isEmpty ? "an empty name" : "'\(name)'") is no fault; the faults are \(names.joined(separator: ", "))")
        }
    }
}
