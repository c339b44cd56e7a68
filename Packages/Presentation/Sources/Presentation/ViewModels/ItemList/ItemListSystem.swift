public import Domain

/// How a list of topics or collections pages, as one pure function of its state and an event: the first
/// page when it appears, the next when the user nears the last item, a refresh from the start, and after a
/// failure, trying again what failed: on `retry`, or, when trying again may help, on the next item seen, by
/// the rules photo lists page by (``ListPaging``). (Photo lists page with ``PagedList``, which adds
/// favourites and stepping through photos.)
public enum ItemListSystem {
    /// What can happen to an item list.
    public enum Event<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID: Sendable {
        /// The view appeared: load the first page unless something is loaded or loading.
        case appeared
        /// The user sees the item with this id: near the end, the next page loads.
        case sawItem(Item.ID)
        /// Load everything again from the first page.
        case refresh
        /// Try again: the later page that failed, when trying again may bring it
        /// (`ListPaging.retryRequest(failure:failedLoad:first:)`); else the list from its first page.
        case retry
        /// The load asked for ended so.
        case loaded(Numbered<PageRequest>, Result<ItemPage<Item>, DomainError>)
        /// Another screen's answer reported the source's quota as this (``SharedQuota``).
        case quotaReported(RateLimitStatus)
    }

    /// The state after `event`.
    public static func reduce<Item>(_ state: inout ItemListState<Item>, _ event: Event<Item>) {
        switch event {
        case .appeared:
            guard state.phase == .idle else { return }
            load(state.firstPage, in: &state)
        case .sawItem(let id):
            state.lastSeenItem = id
            guard state.canLoadMore, ListPaging.isNearTheEnd(id, of: state.items),
                  let next = ListPaging.nextRequest(after: state.page, first: state.firstPage) else { return }
            load(next, in: &state)
        case .refresh:
            load(state.firstPage, in: &state)
        case .retry:
            // The failed later page when trying again can bring it; else the list from its start.
            load(state.retryRequest ?? state.firstPage, in: &state)
        case .loaded(let load, let result):
            guard load == state.load else { return }  // a load the state no longer asks for
            state.load = nil
            apply(result, of: load.value, to: &state)
        case .quotaReported(let status):
            state.rateLimit = status
        }
    }

    private static func load<Item>(_ request: PageRequest, in state: inout ItemListState<Item>) {
        state.failedLoad = nil
        state.phase = request == state.firstPage || state.items.isEmpty ? .loadingFirstPage : .loadingNextPage
        state.load = state.requests.number(request)
    }

    private static func apply<Item>(_ result: Result<ItemPage<Item>, DomainError>, of request: PageRequest, to state: inout ItemListState<Item>) {
        switch result {
        case .success(let page):
            if request == state.firstPage { state.items = [] }
            var listed = Set(state.items.map(\.id))
            let fresh = page.items.filter { listed.insert($0.id).inserted }
            state.items += fresh
            state.page = page.page
            state.end = ListingEnd(sourceHasNext: page.hasNextPage, newItems: fresh.count, next: request.next, fromOfflineCopy: false)
            if let status = page.rateLimit { state.heard(status) }
            state.phase = .loaded
            // The same items back after a refresh: a view reports none anew, so the last one seen is seen again.
            if request == state.firstPage, let seen = state.lastSeenItem { reduce(&state, .sawItem(seen)) }
        case .failure(let error):
            state.failedLoad = request
            state.phase = .failed(ErrorDisplay(error))
            if case .rateLimited = error { state.quotaUsedUp() }
        }
    }
}
