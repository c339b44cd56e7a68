import Foundation
/// A complete HTTP response produced by the router.
public struct DemoResponse: Sendable {
    /// The status code.
    public let status: Int
    /// Header fields in order.
    public let headers: [(String, String)]
    /// The body.
    public let body: [UInt8]

    /// A JSON response.
    static func json(_ body: [UInt8], status: Int = 200, headers: [(String, String)] = []) -> DemoResponse {
        DemoResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: body)
    }

    /// A web page (the demo's stand-ins for a photo's or photographer's page on the source's website).
    static func html(_ text: String, status: Int = 200) -> DemoResponse {
        DemoResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
    }

    /// An error in Unsplash's shape: `{"errors": ["…"]}`.
    static func error(_ status: Int, _ message: String, headers: [(String, String)] = []) -> DemoResponse {
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return json(Array("{\"errors\":[\"\(escaped)\"]}".utf8), status: status, headers: headers)
    }
}
