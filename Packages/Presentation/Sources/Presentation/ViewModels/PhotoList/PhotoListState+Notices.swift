#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoListState {
    /// What the list is doing while it loads, in words every view shows: "Loading photos…" before any row,
    /// "Loading more photos…" under the rows, "Refreshing…" while the first page is asked for again; `nil`
    /// when nothing loads (loaded, or failed: the failure has its own words).
    public var loadingText: String? {
        switch phase {
        case .idle, .loadingFirstPage: "Loading photos…"
        case .loadingNextPage: items.isEmpty ? "Loading photos…" : "Loading more photos…"
        case .refreshing: items.isEmpty ? "Loading photos…" : "Refreshing…"
        case .loaded, .failed: nil
        }
    }

    /// The remaining quota as "48 of 50 requests left", when known.
    public var rateLimitText: String? {
        rateLimit.map(PhotoFormatting.rateLimit)
    }

    /// "offline copy from …" when the newest page came from the cache, for a stale/offline badge.
    public var offlineBadge: String? {
        offlineCopy.map { PhotoFormatting.offlineBadge(since: $0.fetchedAt) }
    }

    /// "offline copy from 3 hours ago" when the newest page came from the cache, relative to `now`.
    public func offlineBadge(now: Date) -> String? {
        offlineCopy.map { PhotoFormatting.offlineBadge(since: $0.fetchedAt, now: now) }
    }

    /// "source failed (HTTP 503)" when the newest page came from the cache because the source could not
    /// answer: why, shown beside ``offlineBadge`` (a view with little room drops it first).
    public var outageNote: String? {
        offlineCopy?.outage.map(PhotoFormatting.outageNote)
    }

    /// What moving to the end says when it is at the last row loaded of a list that has more ("60 of
    /// 10k loaded, more available"); `nil` at the real end, and `nil` while the last request has failed,
    /// since then the failure (and whether retrying helps) is what the end has to say. A view adds how to
    /// load more in its own terms.
    public var endNotice: String? {
        guard hasMore, !items.isEmpty else { return nil }
        if case .failed = phase { return nil }
        return "\(items.count)\(totalSuffix ?? "") loaded, more available"
    }

    /// " of 10k": the source's total, compact, as the counts of the list's rows end when the source says how
    /// many it holds (the end notice, the terminal's position, the web view's count; the terminal's search
    /// pane says "N found" instead); `nil` when it does not.
    public var totalSuffix: String? {
        total.map { " of \(PhotoFormatting.compactCount($0))" }
    }
}
