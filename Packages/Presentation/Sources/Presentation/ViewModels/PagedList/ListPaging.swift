import Domain

/// The paging rules every list shares, of photos (``PagedList``) or of topics and collections
/// (``ItemListSystem``): when the row a user sees calls for the next page, which page that is, whether one
/// may load, and what trying again asks for. Each rule is here once, so the lists cannot drift apart.
public enum ListPaging {
    /// How near the end of the rows the last one the user sees must be before the next page is asked for.
    static let prefetchDistance = 5

    /// Whether `id`, the last row the user sees, is within ``prefetchDistance`` of the end of `rows`. Ids
    /// are listed once, so "within the last rows" is "among the last rows": no scan of the whole list.
    static func isNearTheEnd<Rows: BidirectionalCollection>(_ id: Rows.Element.ID, of rows: Rows) -> Bool where Rows.Element: Identifiable {
        rows.suffix(prefetchDistance).contains { $0.id == id }
    }

    /// Whether asking for the next page may load something: more pages exist, nothing is in flight, and
    /// the last failure (`failure`, if any) is one that retrying may fix.
    static func canLoadMore(hasMore: Bool, isLoading: Bool, failure: ErrorDisplay?) -> Bool {
        if let failure, !failure.isRetryable { return false }
        return hasMore && !isLoading
    }

    /// The request for the page after `page` (the last loaded), with the page size of `first`; `first`
    /// itself before any page arrived; `nil` past the last page a request may name.
    static func nextRequest(after page: Int?, first: PageRequest) -> PageRequest? {
        guard let page else { return first }
        return (try? PageRequest(page: page, perPage: first.perPage))?.next
    }

    /// Whether rows past those loaded may still come: more pages exist, and no failure stands before them
    /// (trying again comes first). A view holding a key aimed past the loaded rows waits only then.
    static func moreMayCome(hasMore: Bool, failure: ErrorDisplay?) -> Bool {
        hasMore && failure == nil
    }

    /// What trying again asks for: `failedLoad`, a later page than `first`, when it failed (`failure`) for
    /// a passing reason or was not in the offline copy (a sync may have added it; starting again would
    /// replace every row loaded); `nil` when trying again means starting the list again.
    static func retryRequest(failure: ErrorDisplay?, failedLoad: PageRequest?, first: PageRequest) -> PageRequest? {
        guard let failure, failure.isRetryable || failure.error == .notCached, let failedLoad, failedLoad != first else { return nil }
        return failedLoad
    }

    /// The page a "--page N" hint names after `page`, the last loaded, while `hasMore`; `nil` at the end.
    public static func nextPageNumber(after page: Int?, hasMore: Bool) -> Int? {
        hasMore ? (page ?? 0) + 1 : nil
    }
}
