/// How far a sync has got: the pages it was asked for, the pages stored so far, the photos on them, and
/// whether the listing has ended.
public struct SyncProgress: Hashable, Sendable {
    /// How many pages the sync was asked for.
    public let pagesRequested: Int
    /// How many pages, from the first, were fetched from the source and stored in the offline cache.
    public internal(set) var pagesSynced: Int
    /// How many distinct photos those pages hold: a photo a source repeats on a later page counts once.
    public internal(set) var photosSynced: Int
    /// How the listing stands after the last page synced (``ListingEnd``): whether more pages follow, and
    /// if not, whether the source said the page was its last or the page added no new photo.
    public internal(set) var end: ListingEnd

    /// Creates a progress report.
    public init(pagesRequested: Int, pagesSynced: Int = 0, photosSynced: Int = 0, end: ListingEnd = .continues) {
        self.pagesRequested = pagesRequested
        self.pagesSynced = pagesSynced
        self.photosSynced = photosSynced
        self.end = end
    }

    /// Whether the last page synced ends the listing, so there is nothing further to sync.
    public var reachedEnd: Bool {
        end != .continues
    }

    /// Whether the sync is done: every page asked for is stored, or the listing ended first.
    public var isFinished: Bool {
        reachedEnd || pagesSynced >= pagesRequested
    }
}
