import Domain

extension PhotoListState {
    /// Whether the rows are being read anew (the first page again, or for the first time): the rows shown
    /// are the old ones, or none, until it ends.
    public var isReloading: Bool { phase == .refreshing || phase == .loadingFirstPage }

    /// Adds the photos of `page` not already listed, and takes its paging facts and quota; whether the
    /// listing goes on is `ListingEnd`'s rule (a page from the source that adds no photo ends it, an
    /// offline copy that adds none does not).
    mutating func append(_ page: PhotoPage, from request: PageRequest, favorites: Set<PhotoID>) {
        // One pass, straight into the rows: a turn formats each new photo once and copies none twice.
        var fresh: [PhotoListItem] = []
        fresh.reserveCapacity(page.photos.count)
        for photo in page.photos where listedIDs.insert(photo.id) {
            let isFavorite = favorites.contains(photo.id)
            fresh.append(PhotoListItem(photo, isFavorite: isFavorite))
        }
        if !fresh.isEmpty { pageStarts.append(PageStart(page: page.page, firstRow: items.count)) }
        items.append(contentsOf: fresh)
        self.page = page.page
        offlineCopy = page.cachedAt.map { OfflineCopy(fetchedAt: $0, outage: page.outage) }
        if case .rateLimited = page.outage { quotaUsedUp() } else if let status = page.rateLimit { heard(status) }
        total = page.total ?? total
        totalPages = page.totalPages ?? Self.pagesHeld(past: page, total: total, perPage: request.perPage) ?? totalPages
        // A count the rows already prove wrong is not said: fewer photos in all than this page reaches (the
        // pages before it full), or fewer pages than this one when it has photos ("10 photos, no results",
        // "page 3, past the last (2)" beside its rows). Any other count is the source's word.
        let reached = max(items.count, page.photos.isEmpty ? 0 : (page.page - 1) * request.perPage + page.photos.count)
        if let total, total < reached { self.total = nil }
        if let pages = totalPages, (pages == 0 && !items.isEmpty) || (pages < page.page && !page.photos.isEmpty) { totalPages = nil }
        end = ListingEnd(sourceHasNext: page.hasNextPage, newItems: fresh.count, next: request.next, fromOfflineCopy: offlineCopy != nil)
        sponsoredLeftOut = page.sponsoredLeftOut
        onlySponsoredPages = page.photos.isEmpty ? page.onlySponsoredPages : nil
        phase = .loaded
    }

    /// How many pages a listing of `total` photos holds, `perPage` to a page, when `page` came back empty
    /// past them (`list --page 1000000`), so ``pageText`` says it is past the last, as a search's count of
    /// pages lets it; `nil` otherwise. A listing's source counts photos (`X-Total`), not pages, and only an
    /// empty page past the count is said to be past it: a count is the source's word, checked only
    /// against the rows listed (``append(_:from:favorites:)``).
    static func pagesHeld(past page: PhotoPage, total: Int?, perPage: Int) -> Int? {
        guard page.photos.isEmpty, let total, total > 0, perPage > 0 else { return nil }
        let pages = (total + perPage - 1) / perPage
        return page.page > pages ? pages : nil
    }

    /// Keeps the quota `other` showed and what its answers heard: a list restarted in place goes on
    /// showing the quota, and does not report it again as new.
    mutating func keepQuota(of other: PhotoListState) {
        rateLimit = other.rateLimit
        quotaAnswers = other.quotaAnswers
    }

    /// Replaces the listed photos with those of `page`, a fresh first page.
    mutating func replace(with page: PhotoPage, from request: PageRequest, favorites: Set<PhotoID>) {
        items = []
        listedIDs = ListedIDs()
        pageStarts = []
        total = nil
        totalPages = nil
        append(page, from: request, favorites: favorites)
    }

    /// Marks each listed photo as a favourite or not.
    mutating func mark(favorites: Set<PhotoID>) {
        // Only the rows whose mark changes are written, so the chunks of the others stay shared.
        for index in items.indices where items[index].isFavorite != favorites.contains(items[index].id) {
            items[index].isFavorite.toggle()
        }
    }

    /// Marks the listed photo `id` as a favourite or not (a mark shown before the store has it).
    mutating func mark(_ id: PhotoID, asFavorite isFavorite: Bool) {
        guard let index = items.firstIndex(where: { $0.id == id }), items[index].isFavorite != isFavorite else { return }
        items[index].isFavorite = isFavorite
    }

    /// Whether rows past those loaded may still come (``ListPaging``'s rule, shared by every list): a view
    /// holding a key aimed past the loaded rows waits only then.
    public var moreMayCome: Bool { ListPaging.moreMayCome(hasMore: hasMore, failure: failure) }

    /// Whether a user who sees the rows down to `id` needs the next page: that row is near the end
    /// (``ListPaging/isNearTheEnd(_:of:)``), and ``canLoadMore`` (so a failure that retrying cannot fix is
    /// not retried, and paging stops after the last page). A row the list no longer has asks for nothing.
    func needsNextPage(seeing id: PhotoID) -> Bool {
        canLoadMore && ListPaging.isNearTheEnd(id, of: items)
    }

    /// The request for the page after the last one loaded, with the page size of `first`; `first` itself
    /// before any page arrived.
    func nextRequest(after first: PageRequest) -> PageRequest? {
        ListPaging.nextRequest(after: page, first: first)
    }

    /// The page a "--page N" hint names: the one after the last loaded, while more follow.
    public var nextPageNumber: Int? { ListPaging.nextPageNumber(after: page, hasMore: hasMore) }
}
