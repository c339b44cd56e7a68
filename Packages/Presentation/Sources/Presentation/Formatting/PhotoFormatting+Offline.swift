public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoFormatting {
    /// "offline copy from 2026-11-21 14:05 UTC": the badge of a page served from the cache, with why the
    /// source was not used when it could not answer ("… (source failed, HTTP 503)").
    public static func offlineBadge(since date: Date, outage: SourceOutage? = nil) -> String {
        offlineBadge(from: timestamp(date), outage: outage)
    }

    /// "offline copy from 3 hours ago": ``offlineBadge(since:outage:)`` with the age relative to `now`.
    public static func offlineBadge(since date: Date, now: Date, outage: SourceOutage? = nil) -> String {
        offlineBadge(from: relative(date, now: now), outage: outage)
    }

    /// "source unreachable", "source failed, HTTP 503", "rate limited until 2026-11-21 14:06 UTC": why an
    /// offline copy stands in for the source, short enough for a status bar.
    public static func outageReason(_ outage: SourceOutage) -> String {
        switch outage {
        case .unreachable: "source unreachable"
        case .failed(let code): "source failed" + (code.map { ", HTTP \($0)" } ?? "")
        case .rateLimited(let resetsAt): "rate limited" + (resetsAt.map { " until \(retryTime($0))" } ?? "")
        }
    }

    private static func offlineBadge(from when: String, outage: SourceOutage?) -> String {
        "offline copy from \(when)" + (outage.map { " (\(outageReason($0)))" } ?? "")
    }
}
