import Domain
import Foundation
import Networking

extension HTTPResponse {
    /// The domain error an unsuccessful response stands for, or `nil` for a 2xx response.
    var domainError: DomainError? {
        switch status {
        case 200..<300:
            return nil
        case 401:
            return .unauthorized
        case 429:
            return .rateLimited(resetsAt: retryAfter)
        case 403 where isRateLimited:
            return .rateLimited(resetsAt: retryAfter)
        case 404:
            return .notFound
        default:
            return .server(status: status)
        }
    }

    /// Unsplash reports an exhausted quota as 403 with `X-Ratelimit-Remaining: 0`, or with the plain-text
    /// body `Rate Limit Exceeded`.
    private var isRateLimited: Bool {
        if headers["X-Ratelimit-Remaining"].flatMap(Int.init) == 0 { return true }
        let text = String(decoding: body.prefix(512), as: UTF8.self)
        return text.range(of: "rate limit", options: .caseInsensitive) != nil
    }

    /// When to retry, from `Retry-After` in seconds (the HTTP-date form is rare for APIs and ignored).
    private var retryAfter: Date? {
        guard let value = headers["Retry-After"], let seconds = Int(value.trimmingCharacters(in: .whitespaces)),
              seconds >= 0
        else { return nil }
        return Date(timeIntervalSinceNow: TimeInterval(seconds))
    }
}
