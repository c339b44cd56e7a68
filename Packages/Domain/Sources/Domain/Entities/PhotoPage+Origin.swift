#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoPage {
    /// Where a page came from, and whether the offline cache keeps it: what a caller that must know a page
    /// was stored (a sync) decides by, and what a screen that shows an offline badge reads.
    public enum Origin: Hashable, Sendable {
        /// Fresh from the source, with no offline cache in between: nothing stored it.
        case source
        /// Fresh from the source, and stored in the offline cache before it was returned.
        case sourceStored
        /// Fresh from the source, but the offline cache could not store it; the failure says which file and
        /// why. The page itself is whole.
        case sourceNotStored(StorageFailure)
        /// Read from the offline copy fetched at `fetchedAt` instead of the source: because the source could
        /// not answer now (`outage` says why: unreachable, failing or rate limiting), or because it was not
        /// asked (offline, `nil`).
        case offlineCopy(fetchedAt: Date, outage: SourceOutage?)
    }
}

extension PhotoPage {
    /// When the page came from the offline copy instead of the source: the time it was fetched. `nil` for a
    /// page fresh from the source.
    public var cachedAt: Date? {
        if case .offlineCopy(let fetchedAt, _) = origin { fetchedAt } else { nil }
    }

    /// When the page came from the offline copy because the source could not answer: why. `nil` for a page
    /// fresh from the source, or read offline without asking it.
    public var outage: SourceOutage? {
        if case .offlineCopy(_, let outage) = origin { outage } else { nil }
    }
}
