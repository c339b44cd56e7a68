import Domain

/// The paged-collection core: how a list of photos pages, refreshes, steps and marks favourites, as one pure
/// function of its state and an event. The view model around it only turns inputs into events and runs
/// what the state asks for (``PagedListState/load``, ``PagedListState/navigation``, …); every rule of the
/// list is here, tested as a specification.
public enum PagedList {
    /// The state after `event`.
    public static func reduce(_ state: inout PagedListState, _ event: PagedListEvent) {
        switch event {
        case .appeared:
            guard state.list.phase == .idle else { return }
            load(state.firstPage, showing: .loadingFirstPage, in: &state)
            state.favoritesWanted = state.hasFavorites
        case .sawRow(let id):
            state.lastSeenRow = id
            if state.list.needsNextPage(seeing: id) { loadNextPage(in: &state) }
        case .loadNextPage:
            loadNextPage(in: &state)
        case .refresh:
            load(state.firstPage, showing: state.list.items.isEmpty ? .loadingFirstPage : .refreshing, in: &state)
        case .retry:
            if let request = state.retryRequest {
                load(request, showing: .loadingNextPage, in: &state)
            } else {
                reduce(&state, .refresh)
            }
        case .restart:
            var next = PhotoListState(items: state.list.items, phase: .loadingFirstPage, hasMore: true, page: nil)
            next.keepQuota(of: state.list)
            state.list = next
            state.stepping = StepQueue()
            state.load = state.requests.number(state.firstPage)
        case .clear:
            state.list = .initial
            state.load = nil
            state.stepping = StepQueue()
            state.replacedItems = []
        case .awaitingListing:
            state.list.phase = .loadingFirstPage
        case .refused(let error):
            fail(with: error, loading: nil, in: &state)
        case .listed(let items):
            state.replacedItems = state.list.items
            state.list = PhotoListState(items: PhotoListRows(items), phase: .loaded, hasMore: false, page: 1)
            state.load = nil
        case .select(let id):
            guard let item = state.item(id) else { return }
            state.stepping = StepQueue(openedOn: item.id)  // a detail opened afresh steps from its own photo
            state.navigation = state.requests.number(.detail(item.id))
        case .toggleFavorite(let id):
            askToTurnOverMark(of: id, in: &state)
        case .step(let step):
            take(step, in: &state)
        case .detailClosed:
            state.stepping = StepQueue()
        case .pageLoaded(let load, let result):
            guard load == state.load else { return }  // a load the state no longer asks for
            state.load = nil
            apply(result, of: load.value, to: &state)
        case .favoritesChanged(let ids):  // a mark still on its way to the store keeps showing as asked
            state.favorites = ids
            state.list.mark(favorites: state.shownFavorites)
        case .favoritesRequested:
            state.favoritesWanted = false
        case .navigated(let number):
            if state.navigation?.number == number { state.navigation = nil }
        case .stepNoticeShown(let number):
            if state.stepNotice?.number == number { state.stepNotice = nil }
        case .favoriteMarked(let number, let stored):
            endMark(number, stored: stored, in: &state)
        case .quotaReported(let status):
            state.list.rateLimit = status
        }
    }

    /// Asks for `request`, superseding any load in flight.
    private static func load(_ request: PageRequest, showing phase: PhotoListState.Phase, in state: inout PagedListState) {
        state.failedLoad = nil
        state.list.phase = phase
        state.load = state.requests.number(request)
    }

    /// Asks for the page after the last one loaded, when there may be one and nothing is in flight. Before
    /// any page arrived (the first one failed), that is the first page again.
    static func loadNextPage(in state: inout PagedListState) {
        guard state.list.canLoadMore, let request = state.list.nextRequest(after: state.firstPage) else { return }
        load(request, showing: state.list.items.isEmpty ? .loadingFirstPage : .loadingNextPage, in: &state)
    }

    private static func apply(_ result: Result<PhotoPage, DomainError>, of request: PageRequest, to state: inout PagedListState) {
        switch result {
        case .success(let page) where request == state.firstPage:
            state.replacedItems = state.list.items
            state.list.replace(with: page, from: request, favorites: state.shownFavorites)
            if let seen = state.lastSeenRow { reduce(&state, .sawRow(seen)) }  // the same rows back: a view reports none anew
        case .success(let page):
            let listed = state.list.items.count
            state.list.append(page, from: request, favorites: state.shownFavorites)
            // An old copy that added no photo (one the list keeps open) changes no row, so no row the user
            // sees will ask for the next page: it is asked for at once.
            if state.list.items.count == listed { loadNextPage(in: &state) }
        case .failure(let error):
            fail(with: error, loading: request, in: &state)
        }
        // A step that waited for this page now leads somewhere (or, at the end, nowhere).
        resumeWaiting(in: &state)
    }

    /// Shows `error` as the list's failure (of loading `request`, when a page failed), drops the load in
    /// flight, and tells the detail that a step waiting for the page leads nowhere, and why.
    private static func fail(with error: DomainError, loading request: PageRequest?, in state: inout PagedListState) {
        state.failedLoad = request
        state.load = nil
        if let waiting = state.stepping.waiting { announce(PhotoFormatting.noPhotoLoaded(beyond: waiting.direction, because: error), in: &state) }
        state.stepping.dropWaiting()
        state.list.phase = .failed(ErrorDisplay(error))
        if case .rateLimited = error { state.list.quotaUsedUp() }
    }
}
