import Domain

extension PhotoListState {
    /// Adds the photos of `page` not already listed, and takes its paging facts and quota. A page that
    /// adds no photo ends the listing whatever it says of a next page: a source that repeats itself (or
    /// sends empty pages) would otherwise be asked for pages for ever, spending its quota.
    mutating func append(_ page: PhotoPage, from request: PageRequest, favorites: Set<PhotoID>) {
        var listed = Set(items.map(\.id))
        let fresh = page.photos.filter { listed.insert($0.id).inserted }
        items += fresh.map { PhotoListItem($0, isFavorite: favorites.contains($0.id)) }
        self.page = page.page
        rateLimit = page.rateLimit ?? rateLimit
        cachedAt = page.cachedAt
        hasMore = page.hasNextPage && request.next != nil && !fresh.isEmpty
        phase = .loaded
    }

    /// Replaces the listed photos with those of `page`, a fresh first page.
    mutating func replace(with page: PhotoPage, from request: PageRequest, favorites: Set<PhotoID>) {
        items = []
        append(page, from: request, favorites: favorites)
    }

    /// Marks each listed photo as a favourite or not.
    mutating func mark(favorites: Set<PhotoID>) {
        for index in items.indices {
            items[index].isFavorite = favorites.contains(items[index].id)
        }
    }

    /// The request for the page after the last one loaded, with the page size of `first`; `first` itself
    /// before any page arrived.
    func nextRequest(after first: PageRequest) -> PageRequest? {
        guard let page else { return first }
        return (try? PageRequest(page: page, perPage: first.perPage))?.next
    }
}
