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
        /// not be reached (`sourceUnreachable` says why), or because it was not asked (offline, `nil`).
        case offlineCopy(fetchedAt: Date, sourceUnreachable: ConnectivityFailure?)
    }
}
