public import Foundation
public import HTTPTypes

extension HTTPResponse {
    /// A response from swift-http-types' head and a body: what an adapter to another client returns.
    public init(head: HTTPTypes.HTTPResponse, body: Data = Data()) {
        self.init(status: head.status.code, headers: HTTPHeaders(head.headerFields), body: body)
    }

    /// The response's head as swift-http-types' `HTTPResponse`: the status code (without a reason phrase,
    /// which HTTP/2 does not send and this response does not keep) and the header fields in order, repeated
    /// ones kept. A received field whose name is not an
    /// RFC 9110 token cannot be named there and is left out.
    public var head: HTTPTypes.HTTPResponse {
        HTTPTypes.HTTPResponse(status: HTTPTypes.HTTPResponse.Status(code: status), headerFields: headers.httpFields)
    }
}
