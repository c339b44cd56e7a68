import Foundation
import Networking
import PhotoData
import Testing

@Suite("Unsplash's retry rule")
struct UnsplashRetryRuleTests {
    @Test("given a 403, when judged, then a used-up quota is worth a retry and a plain refusal is not", arguments: [
        (HTTPResponse(status: 403, body: Data("Rate Limit Exceeded".utf8)), true),
        (HTTPResponse(status: 403, headers: ["X-Ratelimit-Remaining": "0"]), true),
        (HTTPResponse(status: 403, body: Data("{\"errors\":[\"Forbidden\"]}".utf8)), false),
        (HTTPResponse(status: 503), true),
        (HTTPResponse(status: 404), false),
    ])
    func rateLimit403IsRetryable(response: HTTPResponse, retryable: Bool) {
        #expect(UnsplashAPI.isRetryable(response) == retryable)
    }
}
