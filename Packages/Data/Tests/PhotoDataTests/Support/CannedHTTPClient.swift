import Foundation
import Networking

/// An `HTTPClient` that answers every request with one fixed response, without a socket: for tests that
/// push many bodies through a repository's decoding and mapping.
struct CannedHTTPClient: HTTPClient {
    let response: HTTPResponse

    /// Answers 200 with `body` and `headers`.
    init(status: Int = 200, headers: HTTPHeaders = [:], body: String) {
        response = HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
    }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        response
    }
}
