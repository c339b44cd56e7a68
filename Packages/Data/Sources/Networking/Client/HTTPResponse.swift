public import Foundation

/// A complete HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code of the final response (after redirects).
    public let status: Int
    /// The header fields of the final response.
    public let headers: HTTPHeaders
    /// The body, decoded from any content encoding.
    public let body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
