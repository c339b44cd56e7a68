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
        case 403 where isRateLimitExhausted:
            return .rateLimited(resetsAt: retryAfter)
        case 404:
            return .notFound
        default:
            return .server(status: status)
        }
    }

    /// When to retry, from `Retry-After` in seconds (the HTTP-date form is rare for APIs and ignored).
    private var retryAfter: Date? {
        guard let value = headers["Retry-After"], let seconds = Int(value.trimmingCharacters(in: .whitespaces)),
              seconds >= 0
        else { return nil }
        return Date(timeIntervalSinceNow: TimeInterval(seconds))
    }
}
