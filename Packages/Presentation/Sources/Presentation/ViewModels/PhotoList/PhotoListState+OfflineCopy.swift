public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoListState {
    /// The newest page came from the offline copy: when that copy was fetched, and why the source was not
    /// used. One value, so an outage never stands without the copy it explains.
    public struct OfflineCopy: Hashable, Sendable {
        /// When the page was fetched from the source.
        public let fetchedAt: Date
        /// Why the source could not answer; `nil` when it was not asked (offline).
        public let outage: SourceOutage?

        /// A copy fetched at `fetchedAt`, standing in because of `outage`.
        public init(fetchedAt: Date, outage: SourceOutage?) {
            self.fetchedAt = fetchedAt
            self.outage = outage
        }
    }

    /// When the newest page came from the offline copy rather than the source: when it was fetched.
    public var cachedAt: Date? {
        offlineCopy?.fetchedAt
    }
}
