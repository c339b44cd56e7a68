import Foundation
public import Networking

extension HTTPResponse {
    /// Whether this is a 403 that means "quota used up" rather than "forbidden": Unsplash-style APIs send
    /// `X-Ratelimit-Remaining: 0`, or a plain-text body such as `Rate Limit Exceeded`. The one place this
    /// rule of Unsplash's dialect lives, for retries (``UnsplashAPI/isRetryable(_:)``) and for error
    /// mapping alike.
    public var isRateLimitExhausted: Bool {
        guard status == 403 else { return false }
        if headers.integer(for: "X-Ratelimit-Remaining") == 0 {
            return true
        }
        return String(decoding: body.prefix(512), as: UTF8.self).lowercased().contains("rate limit")
    }
}
