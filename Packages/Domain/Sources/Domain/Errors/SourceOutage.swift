#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Why the source gave no answer to use now: the failures an offline copy may stand in for. A refusal (a
/// rejected key, no such photo, a malformed answer, one larger than photolist accepts) is not one: the
/// source answered, and an old copy would hide what it said; a malformed or oversized answer may be the
/// service changing what it sends, which an old copy would hide for as long as it lasts. Whether asking again soon helps is another question, answered where the
/// failure is shown: a failed TLS handshake or a redirect loop (a captive portal's, say) is an outage the
/// copy stands in for, but not one a retry fixes.
public enum SourceOutage: Hashable, Sendable {
    /// The source could not be reached, or the exchange failed in any way before an answer was whole.
    case unreachable(ConnectivityFailure)
    /// The source failed on its side (a 5xx); `diagnosticCode` is its own code, kept only to quote.
    case failed(diagnosticCode: Int?)
    /// The source is rate limiting us until `resetsAt`, if known.
    case rateLimited(resetsAt: Date?)
}

extension SourceOutage {
    /// The outage `error` stands for, or `nil` when the source answered with a refusal or the failure is on
    /// this side (the disk, a cancellation, a request refused before it was sent).
    public init?(_ error: DomainError) {
        switch error {
        // The source did answer, with more than photolist reads: a change in what it sends, not an outage.
        case .connectivity(.responseTooLarge): return nil
        case .connectivity(let failure): self = .unreachable(failure)
        case .sourceFailed(let code, _): self = .failed(diagnosticCode: code)
        case .rateLimited(let resetsAt): self = .rateLimited(resetsAt: resetsAt)
        case .invalidRequest, .unauthorized, .forbidden, .notFound, .gone, .sourceRefused, .invalidResponse, .notCached,
             .storage, .syncIncomplete, .fileHost, .subscriptionRequired, .unsupported, .cancelled:
            return nil
        }
    }
}

extension DomainError {
    /// The failure `outage` is, as the source reported it: what a caller that could not stand the offline
    /// copy in for it (a sync) reports.
    public init(_ outage: SourceOutage) {
        switch outage {
        case .unreachable(let failure): self = .connectivity(failure)
        case .failed(let code): self = .sourceFailed(diagnosticCode: code)
        case .rateLimited(let resetsAt): self = .rateLimited(resetsAt: resetsAt)
        }
    }
}
