public import Domain

/// Everything a paged list of photos is and asks for: what its view shows (``list``) and the work its
/// feedback loops run (a page to load, a route to take, a favourite mark to toggle), in the catalog, a search
/// and the favourites. Only ``PagedList/reduce(_:_:)`` changes it; `SearchSystem` and `FavoritesSystem` send
/// it events and number their own requests from its `requests`, so no two requests of a screen share one.
public struct PagedListState: Equatable, Sendable {
    /// What the list view shows.
    public internal(set) var list: PhotoListState = .initial
    /// The page the list starts at, with the page size it keeps.
    public let firstPage: PageRequest
    /// Whether the list shows and toggles favourite marks (it has the app's favourites).
    public let hasFavorites: Bool
    /// The page to load now, or `nil`: a new request supersedes the one in flight, whose answer is dropped.
    public internal(set) var load: Numbered<PageRequest>?
    /// Where to go: a photo the user opened, or the neighbour a step led to.
    public internal(set) var navigation: Numbered<PhotoRoute>?
    /// The line to show because a step of the open detail led nowhere ("This is the last photo.", or why
    /// the next page cannot come).
    public internal(set) var stepNotice: Numbered<String>?
    /// The favourite marks asked for and not yet stored, in the order asked, at most one a photo (a
    /// second press on a row replaces its first; marks on other rows all go on).
    public internal(set) var favoriteMarks: [Numbered<FavoriteMarkRequest>] = []
    /// Whether the app's favourites should be read (the list appeared and shows marks).
    public internal(set) var favoritesWanted = false
    /// The rows a refresh replaced: an id the user saw on them still names the photo.
    var replacedItems: PhotoListRows = []
    /// The page whose load failed last, while the failure shows: what trying again asks for.
    var failedLoad: PageRequest?
    /// The row last seen (``PagedListEvent/sawRow(_:)``), seen again when a first page replaces the rows.
    var lastSeenRow: PhotoID?
    /// Where the open detail's steps stand.
    var stepping = StepQueue()
    /// The ids of the app's favourites, as last read.
    var favorites: Set<PhotoID> = []
    /// Numbers the requests the state makes.
    var requests = RequestCounter()

    /// The state before the list appears.
    public init(firstPage: PageRequest = .first, hasFavorites: Bool = false) {
        self.firstPage = firstPage
        self.hasFavorites = hasFavorites
    }

    /// The row with `id`, listed or replaced by a refresh (the user may act on what they saw).
    func item(_ id: PhotoID) -> PhotoListItem? {
        list.items.item(id: id) ?? replacedItems.item(id: id)
    }

    /// What trying again asks for: the page after the rows shown, when it failed for a passing reason or
    /// was not in the offline copy (a sync may have added it; a refresh would replace every row loaded);
    /// `nil` when trying again means starting the list again.
    public var retryRequest: PageRequest? {
        ListPaging.retryRequest(failure: list.failure, failedLoad: failedLoad, first: firstPage)
    }
}
