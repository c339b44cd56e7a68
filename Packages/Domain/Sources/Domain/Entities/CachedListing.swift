public import Foundation

/// One listing the offline copy holds pages of, for `cache stats` to list: so a user can see why a page is
/// missing offline (it was kept for another source, order, search or page size) without reading the file.
public struct CachedListing: Hashable, Sendable {
    /// Which listing it is.
    public enum Kind: Hashable, Sendable {
        /// The source's photos in `order` (`nil`: a listing kept without an order).
        case photos(order: PhotoOrder?)
        /// A search for `query` (as searches compare it: case-folded), with its filters.
        case search(query: String, orientation: Orientation?, color: ColorFilter?)
        /// A listing of a kind this photolist does not know (kept by another version), by its stored key.
        case other(String)
    }

    /// The source it was fetched from, as the cache keys it (`demo`, `unsplash@https://…`).
    public let source: String
    /// Which listing.
    public let kind: Kind
    /// Its page size; `nil` for a listing of a kind this photolist does not know.
    public let perPage: Int?
    /// The page numbers kept, in order.
    public let pages: [Int]
    /// When its newest page was fetched; `nil` when no page's time can be read (a row another version kept).
    public let fetchedAt: Date?

    /// The listing `kind` of `source` at `perPage` photos a page, with `pages` kept, the newest fetched at
    /// `fetchedAt`.
    public init(source: String, kind: Kind, perPage: Int?, pages: [Int], fetchedAt: Date?) {
        self.source = source
        self.kind = kind
        self.perPage = perPage
        self.pages = pages
        self.fetchedAt = fetchedAt
    }
}
