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

    /// An error in Unsplash's shape: `{"errors": ["…"]}`.
    static func error(_ status: Int, _ message: String, headers: [(String, String)] = []) -> DemoResponse {
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return json(Array("{\"errors\":[\"\(escaped)\"]}".utf8), status: status, headers: headers)
    }
}
