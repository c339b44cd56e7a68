public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoFormatting {
    /// "offline copy from 2026-11-21 14:05 UTC": the badge of a page served from the cache.
    public static func offlineBadge(since date: Date) -> String {
        "offline copy from \(timestamp(date))"
    }

    /// "offline copy from 3 hours ago": ``offlineBadge(since:)`` with the age relative to `now`.
    public static func offlineBadge(since date: Date, now: Date) -> String {
        "offline copy from \(relative(date, now: now))"
    }

    /// "source unreachable" (or "source timed out", …), "source failed (HTTP 503)", "rate limited until
    /// 2026-11-21 14:06 UTC": why an offline copy stands in for the source, shown beside its badge. No
    /// comma, so it stands as one item in a list of facts.
    public static func outageNote(_ outage: SourceOutage) -> String {
        switch outage {
        case .unreachable(let failure): outageNote(failure)
        case .failed(let code): "source failed" + diagnostic(code)
        case .rateLimited(let resetsAt): "rate limited" + (resetsAt.map { " until \(retryTime($0))" } ?? "")
        }
    }

    /// "Shown from the offline copy: source failed (HTTP 503). Camera, place and tags come only from the
    /// source.": the note of a photo's detail a kept copy stood in for (the offline copy's, or the one kept
    /// with its favourite), so missing facts read as not kept rather than as none; `nil` for the source's
    /// answer. No outage is named when the source was not asked (offline).
    public static func keptCopyNote(_ origin: PhotoDetail.Origin) -> String? {
        let copy = switch origin {
        case .source: nil as String?
        case .offlineCopy: "the offline copy"
        case .favorite: "the copy kept with your favourites"
        }
        return copy.map { "Shown from \($0)" + (origin.outage.map { ": \(outageNote($0))" } ?? "") + ". Camera, place and tags come only from the source." }
    }

    /// A failed connection as an outage note: what happened, where the user can tell the kinds apart.
    private static func outageNote(_ failure: ConnectivityFailure) -> String {
        switch failure {
        case .timedOut: "source timed out"
        case .stalled, .interrupted: "source's answer broke off"
        case .insecureConnection: "secure connection failed"
        case .responseTooLarge: "source's answer too large"  // no outage (SourceOutage), but a note must name every failure
        case .tooManyRedirects, .unsafeRedirect: "source redirected elsewhere"
        case .invalidAddress, .hostNotFound, .cannotConnect, .other: "source unreachable"
        }
    }
}
