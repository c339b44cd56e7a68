import Domain

extension SearchState {
    /// A search for `query` began: the results on screen (if any) stay, marked stale, and paging starts
    /// afresh.
    mutating func startSearching(_ query: String) {
        self.query = query
        var next = PhotoListState(items: results.items, phase: .loadingFirstPage, hasMore: true, page: nil)
        next.rateLimit = results.rateLimit
        results = next
        isStale = !results.items.isEmpty
    }

    /// The first page of `query` arrived: it replaces whatever was shown.
    mutating func showFirstPage(_ page: PhotoPage, of query: String, from request: PageRequest, favorites: Set<PhotoID>) {
        self.query = query
        results.replace(with: page, from: request, favorites: favorites)
        isStale = false
    }
}
