public import Domain

/// Everything a paged list of things other than photos (topics, collections) is and asks for: what its
/// view shows and the page to load. ``ItemListSystem/reduce(_:_:)`` is the only thing that changes it.
public struct ItemListState<Item: Hashable & Sendable & Identifiable>: Equatable, Sendable where Item.ID: Sendable {
    /// Where the list is in its loading cycle.
    public enum Phase: Equatable, Sendable {
        /// Nothing requested yet.
        case idle
        /// The first page is being read.
        case loadingFirstPage
        /// A later page is being read; the items shown stay.
        case loadingNextPage
        /// The items are shown.
        case loaded
        /// The last read failed; the items shown (if any) stay.
        case failed(ErrorDisplay)
    }

    /// The items, in the source's order, each once.
    public internal(set) var items: [Item] = []
    /// Where the list is in its loading cycle.
    public internal(set) var phase = Phase.idle
    /// The last page loaded, or `nil` before the first.
    public internal(set) var page: Int?
    /// How the listing stands after the last page loaded (`ListingEnd`): more pages may follow, the
    /// source's last page came, or the source cut it short (a page that added no item).
    public internal(set) var end = ListingEnd.continues
    /// The source's remaining request quota, as the newest answer reported it (used up after a rate
    /// limit; another list's, through ``SharedQuota``), or `nil` before any did.
    public internal(set) var rateLimit: RateLimitStatus?
    /// How many of the list's own answers set ``rateLimit`` (see ``QuotaHearing``).
    var quotaAnswers = 0
    /// The page the list starts at, with the page size it keeps.
    public let firstPage: PageRequest
    /// The page to load now, or `nil`: a new request supersedes the one in flight, whose answer is dropped.
    public internal(set) var load: Numbered<PageRequest>?
    /// The page whose load failed last, while the failure shows: what trying again asks for.
    var failedLoad: PageRequest?
    /// The item last seen (``ItemListSystem/Event/sawItem(_:)``), seen again when a first page replaces the
    /// items.
    var lastSeenItem: Item.ID?
    /// Numbers the requests the state makes.
    var requests = RequestCounter()

    /// The remaining quota as "48 of 50 requests left", when known, as a photo list words it.
    public var rateLimitText: String? {
        rateLimit.map(PhotoFormatting.rateLimit)
    }

    /// Whether more pages may follow the last one loaded: ``end`` is `continues`.
    public var hasMore: Bool {
        end == .continues
    }

    /// "page 2" (its number grouped as a photo list's is: "page 1,000,000"), "no page" before the first;
    /// ", past the last" after it when the list is past its end (``isPastTheLast``).
    public var pageText: String {
        guard let page else { return "no page" }
        return PhotoFormatting.page(page) + (isPastTheLast ? ", past the last" : "")
    }

    /// Whether a page after the first came empty as the source's last: the listing ended before it, which
    /// ``pageText`` says, so ``endText(_:noun:)`` need not.
    public var isPastTheLast: Bool {
        (page ?? 1) > 1 && items.isEmpty && end == .last
    }

    /// What a view says where the list of `noun`s ("topic") ends: `ending`, its own words ("end of the
    /// list"), at the source's last page; ``cutShortText(noun:)`` when the source cut the list short;
    /// `nil` while more pages may follow, or past the end (``pageText`` says so).
    public func endText(_ ending: String, noun: String) -> String? {
        switch end {
        case .continues: nil
        case .last: isPastTheLast ? nil : ending
        case .cutShort: cutShortText(noun: noun)
        }
    }

    /// "page 3 added no new topics, so the list stops here" when the source's newest page added no item
    /// although the source said more follow; `nil` otherwise, and while a page loads.
    public func cutShortText(noun: String) -> String? {
        guard end == .cutShort, !isLoading else { return nil }
        return PhotoFormatting.cutShort(atPage: page ?? firstPage.page, listedNothing: items.isEmpty, of: noun)
    }

    /// Whether every item of the listing is listed: the source's last page came, and nothing is loading
    /// (a view may say "all"); not when the source cut the list short.
    public var isComplete: Bool {
        end == .last && !isLoading
    }

    /// The state before the list appears.
    public init(firstPage: PageRequest = .first) {
        self.firstPage = firstPage
    }

    /// Whether a page is being read.
    public var isLoading: Bool {
        phase == .loadingFirstPage || phase == .loadingNextPage
    }

    /// Whether seeing an item near the end may ask for the next page (``ListPaging``'s rule, shared by
    /// every list).
    var canLoadMore: Bool { ListPaging.canLoadMore(hasMore: hasMore, isLoading: isLoading, failure: failure) }

    /// Whether items past those loaded may still come (``ListPaging``'s rule, shared by every list).
    public var moreMayCome: Bool { ListPaging.moreMayCome(hasMore: hasMore, failure: failure) }

    /// The page a "--page N" hint names: the one after the last loaded, while more follow.
    public var nextPageNumber: Int? { ListPaging.nextPageNumber(after: page, hasMore: hasMore) }

    /// The last read's failure, if it failed.
    public var failure: ErrorDisplay? {
        if case .failed(let error) = phase { error } else { nil }
    }

    /// The message to show for the last failure, if the last read failed.
    public var errorMessage: String? { failure?.message }

    /// What trying again asks for (``ListPaging``'s rule): the failed later page, or `nil` to start again.
    var retryRequest: PageRequest? {
        ListPaging.retryRequest(failure: failure, failedLoad: failedLoad, first: firstPage)
    }

    /// The item with `id`, if listed.
    public func item(_ id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }
}
