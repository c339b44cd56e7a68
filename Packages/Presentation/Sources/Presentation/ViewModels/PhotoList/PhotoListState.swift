public import Domain

/// Everything the photo list screen shows.
public struct PhotoListState: Equatable, Sendable {
    /// Where the list is in its loading cycle.
    public enum Phase: Equatable, Sendable {
        /// Nothing requested yet.
        case idle
        /// The first page is on its way; nothing to show yet.
        case loadingFirstPage
        /// A further page is on its way; the loaded items stay visible.
        case loadingNextPage
        /// The first page is being fetched again; the loaded items stay visible until it arrives.
        case refreshing
        /// The last request succeeded.
        case loaded
        /// The last request failed; the loaded items (if any) stay visible.
        case failed(ErrorDisplay)
    }

    /// The photos loaded so far, each once, in listing order.
    public internal(set) var items: PhotoListRows
    /// Where the list is in its loading cycle.
    public var phase: Phase
    /// How the listing stands after the last page loaded (`ListingEnd`): more pages may follow, the
    /// source's last page came, or the source cut it short (a page that added no photo).
    public internal(set) var end: ListingEnd
    /// The number of the last page loaded, or `nil` before the first.
    public var page: Int?
    /// The source's remaining request quota, as the newest page reported it.
    public var rateLimit: RateLimitStatus?
    /// How many of the list's own answers set ``rateLimit``. A quota another list heard sets it uncounted:
    /// ``SharedQuota`` takes only what a list heard itself, never an echo, which may be older than it.
    var quotaAnswers = 0
    /// When the newest page came from the offline copy rather than the source: when it was fetched, and
    /// why the source was not used, if it was asked.
    public var offlineCopy: OfflineCopy?
    /// How many photos the whole listing holds, as the source reported it with the newest page (a
    /// search's total); `nil` when the source does not say.
    public var total: Int?
    /// How many pages the whole listing spans, when the source says (a search's `total_pages`).
    public var totalPages: Int?
    /// How many sponsored photos the newest page left out because the user asked not to see them
    /// (`PhotoPage/sponsoredLeftOut`), its own and those of the pages it passed over.
    public internal(set) var sponsoredLeftOut = 0
    /// The pages the newest answer spans (those passed over, and its own unless the source sent it empty)
    /// when it added nothing because every photo on them was a sponsored one left out
    /// (`PhotoPage/onlySponsoredPages`): why the list stops there (``cutShortText``), which it would
    /// otherwise blame on the source. `nil` otherwise.
    public internal(set) var onlySponsoredPages: ClosedRange<Int>?
    /// Each loaded page's number and its first row, in order, so a row can say which page it came from.
    var pageStarts: [PageStart] = []
    /// The ids of ``items``, kept beside them so a page turn checks its photos against the listed ones
    /// without hashing every listed id again, or copying them (either made each turn slower than the last).
    var listedIDs: ListedIDs

    /// The state before anything is requested.
    public static let initial = PhotoListState(items: [], phase: .idle, hasMore: true, page: nil)

    /// Creates a state.
    public init(items: PhotoListRows, phase: Phase, hasMore: Bool, page: Int?) {
        self.items = items
        self.listedIDs = ListedIDs(items.lazy.map(\.id))
        self.phase = phase
        self.end = hasMore ? .continues : .last
        self.page = page
        self.rateLimit = nil
        self.offlineCopy = nil
        self.total = nil
        self.totalPages = nil
    }

    /// Whether more pages may follow the last one loaded: ``end`` is `continues`. Set to `false`, the
    /// listing ends as the source's last page ends it.
    public var hasMore: Bool {
        get { end == .continues }
        set { end = newValue ? .continues : .last }
    }

    /// Whether the listing ended because the source's newest page added no photo although the source
    /// said more follow (see ``cutShortText``).
    public var isCutShort: Bool { end == .cutShort }

    /// The number of the page row `row` came from; `nil` for a row not loaded.
    public func page(ofRow row: Int) -> Int? {
        guard items.indices.contains(row) else { return nil }
        return pageStarts.last { $0.firstRow <= row }?.page
    }

    /// Where `step` leads among the rows loaded so far.
    public func neighbor(of step: PhotoStep) -> PhotoNeighbor {
        items.neighbor(of: step, hasMore: hasMore)
    }

    /// Whether a request is in flight.
    public var isLoading: Bool {
        switch phase {
        case .loadingFirstPage, .loadingNextPage, .refreshing: true
        case .idle, .loaded, .failed: false
        }
    }

    /// Whether asking for the next page may load something (``ListPaging``'s rule, shared by every list).
    public var canLoadMore: Bool { ListPaging.canLoadMore(hasMore: hasMore, isLoading: isLoading, failure: failure) }

    /// The last request's failure, if it failed.
    public var failure: ErrorDisplay? { if case .failed(let error) = phase { error } else { nil } }

    /// The message to show for the last failure, if the last request failed.
    public var errorMessage: String? { failure?.message }
}

/// Where one loaded page begins among a list's rows.
struct PageStart: Equatable, Sendable {
    /// The page's number.
    let page: Int
    /// The index of its first row.
    let firstRow: Int
}
