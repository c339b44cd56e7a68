public import Domain
public import Foundation

/// A page read back from the cache, with when it was fetched from its source.
public struct CachedPage: Sendable, Hashable {
    /// The page as it was stored.
    public let page: PhotoPage
    /// When the page was fetched from its source.
    public let fetchedAt: Date
}
