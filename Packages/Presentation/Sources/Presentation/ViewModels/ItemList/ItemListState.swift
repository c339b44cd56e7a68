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
    /// Whether the source has more pages.
    public internal(set) var hasMore = true
    /// The page the list starts at, with the page size it keeps.
    public let firstPage: PageRequest
    /// The page to load now, or `nil`: a new request supersedes the one in flight, whose answer is dropped.
    public internal(set) var load: Numbered<PageRequest>?
    /// The page whose load failed last, while the failure shows: what trying again asks for.
    var failedLoad: PageRequest?
    /// Numbers the requests the state makes.
    var requests = RequestCounter()

    /// The state before the list appears.
    public init(firstPage: PageRequest = .first) {
        self.firstPage = firstPage
    }

    /// Whether a page is being read.
    public var isLoading: Bool {
        phase == .loadingFirstPage || phase == .loadingNextPage
    }

    /// Whether seeing an item near the end may ask for the next page: more pages, none being read, and no
    /// failure that trying again cannot fix (the rule of ``PhotoListState/canLoadMore``).
    var canLoadMore: Bool {
        if case .failed(let error) = phase, !error.isRetryable { return false }
        return hasMore && !isLoading
    }

    /// The message to show for the last failure, if the last read failed.
    public var errorMessage: String? {
        if case .failed(let error) = phase { error.message } else { nil }
    }

    /// The item with `id`, if listed.
    public func item(_ id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }
}
