import NIOHTTP1

extension DemoResponse {
    /// `HTTP/1.1 STATUS REASON`, e.g. `HTTP/1.1 200 OK`.
    var statusLine: String {
        "HTTP/1.1 \(status) \(HTTPResponseStatus(statusCode: status).reasonPhrase)"
    }

    /// The head as bytes: `statusLine`, the response's headers, then `addingHeaders`, for faults that write
    /// what the server's HTTP encoder would refuse or correct (it always frames the body itself).
    func wireHead(statusLine: String, addingHeaders: [(String, String)]) -> [UInt8] {
        let lines = [statusLine] + (headers + addingHeaders).map { "\($0.0): \($0.1)" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
