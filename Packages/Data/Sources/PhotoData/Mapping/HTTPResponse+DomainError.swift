import Domain
import Foundation
import Networking

extension HTTPResponse {
    /// The domain error an unsuccessful answer of a source's API stands for: ``domainError``, except for
    /// what only the API can mean, since only the API is sent the access key: a 401 is
    /// `DomainError/unauthorized` (the key was rejected) and a plain 403 (no quota used up) is
    /// `DomainError/forbidden` (the API refuses this request to this caller). Any other refusal carries the
    /// API's own words about it, when its body gives any (``serviceReason``).
    var apiDomainError: DomainError? {
        switch status {
        case 401: return .unauthorized
        case 403 where !isRateLimitExhausted: return .forbidden
        default:
            guard case .sourceRefused(let code, _)? = domainError else { return domainError }
            return .sourceRefused(diagnosticCode: code, reason: serviceReason)
        }
    }

    /// What the API said about a refusal, from an Unsplash error body (`{"errors": ["…"]}`), as one line
    /// of at most ``UnsplashErrorsDTO/reasonLimit`` characters; `nil` for any other body.
    var serviceReason: String? {
        (try? decodeJSON(UnsplashErrorsDTO.self, what: "the refusal"))?.reason
    }

    /// The domain error an unsuccessful response stands for, or `nil` for a 2xx response. For an image or
    /// file host, which is sent no key, a 401 or 403 is a refusal of that file, never the key's fault.
    var domainError: DomainError? {
        switch status {
        case 200..<300:
            return nil
        case 429:
            return .rateLimited(resetsAt: rateLimitReset)
        case 403 where isRateLimitExhausted:
            return .rateLimited(resetsAt: rateLimitReset)
        case 404:
            return .notFound
        case 410:
            return .gone
        case 500...:
            return .sourceFailed(diagnosticCode: status, retryAfter: retryAfter(now: Date()))
        default:
            return .sourceRefused(diagnosticCode: status)
        }
    }

    /// The quota the source reports in `X-Ratelimit-Remaining` and `X-Ratelimit-Limit`, if it does; a
    /// number outside ``PlausibleRange/quota`` is unknown.
    var rateLimitStatus: RateLimitStatus? {
        guard let remaining = PlausibleRange.within(PlausibleRange.quota, headers.integer(for: "X-Ratelimit-Remaining")) else { return nil }
        return RateLimitStatus(remaining: remaining, limit: PlausibleRange.within(PlausibleRange.quota, headers.integer(for: "X-Ratelimit-Limit")))
    }

    /// When the quota resets: `Retry-After` (in seconds or as a date, see
    /// `HTTPHeaders.retryAfterSeconds(now:)`; a date already past is now), else `X-Ratelimit-Reset` as a
    /// Unix time or, when too small to be one, as seconds from now. A reset time in the past, or more than
    /// ``PlausibleRange/resetHorizon`` ahead, is unknown.
    var rateLimitReset: Date? {
        rateLimitReset(now: Date())
    }

    /// When the source asks to be tried again (`Retry-After`, in seconds or as a date), as seen at `now`;
    /// `nil` when it does not say, or names a time past ``PlausibleRange/resetHorizon``.
    func retryAfter(now: Date) -> Date? {
        headers.retryAfterSeconds(now: now).flatMap { PlausibleRange.reset(inSeconds: $0, after: now) }
    }

    /// ``rateLimitReset`` as seen at `now`.
    func rateLimitReset(now: Date) -> Date? {
        if headers.retryAfterSeconds(now: now) != nil {
            return retryAfter(now: now)
        }
        guard let reset = headers.integer(for: "X-Ratelimit-Reset"), reset >= 0 else { return nil }
        return reset >= 1_000_000_000
            ? PlausibleRange.reset(at: Date(timeIntervalSince1970: TimeInterval(reset)), after: now)
            : PlausibleRange.reset(inSeconds: reset, after: now)
    }
}
