extension DemoFaultInjector {
    /// The delivery of a fault that sends a hostile shape (numbers, sizes, encodings or framing a security
    /// review used against the client); the normal answer for any other fault.
    static func hostileShape(_ fault: DemoFault, for request: DemoRequest, respond: () -> DemoResponse) -> DemoDelivery {
        switch fault {
        case .extremeNumbers:
            let normal = respond()
            let headers = normal.headers.filter { $0.0.lowercased() != "x-ratelimit-reset" } + [DemoExtremeNumbers.rateLimitReset]
            let body = DemoExtremeNumbers.rewriting(normal.body) ?? normal.body  // an image or error: as it was
            return .respond(DemoResponse(status: normal.status, headers: headers, body: body))
        case .itemFlood(let bytes):
            let flood = DemoItemFlood.body(bytes: bytes, searchShaped: DemoRoute(path: request.path) == .search)
            let headers = [("Content-Type", "application/json"), ("X-Total", String(flood.items))]
            return .streamed(status: 200, headers: headers, body: flood.body)
        case .gzipBomb(let inflatedBytes):
            // The type the route normally answers with, without rendering the picture the body replaces.
            let type = DemoRoute(path: request.path) == .image ? "image/jpeg" : "application/json"
            let headers = [("Content-Type", type), ("Content-Encoding", "gzip")]
            return .streamed(status: 200, headers: headers, body: ZeroRunGzip.body(inflatingTo: inflatedBytes))
        case .noContentLength(let paddedTo):
            let normal = respond()
            let head = normal.wireHead(statusLine: normal.statusLine, addingHeaders: [("Connection", "close")])
            let padding = max(0, (paddedTo ?? 0) - normal.body.count)
            return .raw(DemoStreamedBody(segments: [.bytes(head + normal.body), .repeated([0], times: padding)]))
        case .notImage:
            return .respond(DemoResponse(status: 200, headers: [("Content-Type", "image/jpeg")], body: signInPage))
        case .http09:
            return .raw(DemoStreamedBody(respond().body))
        case .garbageStatusLine:
            let normal = respond()
            let framing = [("Content-Length", String(normal.body.count)), ("Connection", "close")]
            let head = normal.wireHead(statusLine: "HELLO \(normal.status) OK", addingHeaders: framing)
            return .raw(DemoStreamedBody(head + normal.body))
        case .hugeHeader(let bytes):
            let normal = respond()
            let headers = normal.headers + [("X-Padding", String(repeating: "a", count: bytes))]
            return .respond(DemoResponse(status: normal.status, headers: headers, body: normal.body))
        default:
            return .respond(respond())
        }
    }
}
