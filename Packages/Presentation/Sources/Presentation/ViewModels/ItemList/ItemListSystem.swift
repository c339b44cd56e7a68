public import Domain

/// How a list of topics or collections pages, as one pure function of its state and an event: the first
/// page when it appears, the next when the user nears the last item, a refresh from the start, and after a
/// failure, trying again what failed: on `retry`, or, when trying again may help, on the next item seen, as
/// photo lists do. (Photo lists page with ``PagedList``, which adds favourites and stepping through photos.)
public enum ItemListSystem {
    /// What can happen to an item list.
    public enum Event<Item: Hashable & Sendable & Identifiable>: Sendable where Item.ID: Sendable {
        /// The view appeared: load the first page unless something is loaded or loading.
        case appeared
        /// The user sees the item with this id: near the end, the next page loads.
        case sawItem(Item.ID)
        /// Load everything again from the first page.
        case refresh
        /// Try again what failed last (the first page again when nothing failed).
        case retry
        /// The load asked for ended so.
        case loaded(Numbered<PageRequest>, Result<ItemPage<Item>, DomainError>)
    }

    /// The state after `event`.
    public static func reduce<Item>(_ state: inout ItemListState<Item>, _ event: Event<Item>) {
        switch event {
        case .appeared:
            guard state.phase == .idle else { return }
            load(state.firstPage, in: &state)
        case .sawItem(let id):
            // As near the end as a photo list's next page is asked for.
            guard state.canLoadMore, let index = state.items.firstIndex(where: { $0.id == id }),
                  index >= state.items.count - PhotoListState.prefetchDistance,
                  let next = state.page.flatMap({ _ in nextRequest(state) }) else { return }
            load(next, in: &state)
        case .refresh:
            load(state.firstPage, in: &state)
        case .retry:
            load(state.failedLoad ?? state.firstPage, in: &state)
        case .loaded(let load, let result):
            guard load == state.load else { return }  // a load the state no longer asks for
            state.load = nil
            apply(result, of: load.value, to: &state)
        }
    }

    /// The request after the last page loaded, with the list's page size.
    private static func nextRequest<Item>(_ state: ItemListState<Item>) -> PageRequest? {
        guard let page = state.page else { return state.firstPage }
        return try? PageRequest(page: page + 1, perPage: state.firstPage.perPage)
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
            state.rateLimit = page.rateLimit ?? state.rateLimit
            state.phase = .loaded
        case .failure(let error):
            state.failedLoad = request
            state.phase = .failed(ErrorDisplay(error))
            if case .rateLimited = error { state.rateLimit = .usedUp(after: state.rateLimit) }
        }
    }
}
