public import Domain

/// The view models of the app's screens, as the composition root makes them for any view: the terminal
/// browser and the web view build their screens from the same factories, sharing one set of favourites.
/// Here, beside the view models, so that neither view repeats the other's list of them.
public struct ScreenFactories: Sendable {
    /// The catalog in a listing order.
    public let catalog: @MainActor @Sendable (PhotoOrder) -> PhotoListViewModel
    /// The orders the source offers, the first shown at start (``startingOrder``).
    public let orders: [PhotoOrder]
    /// `nil` for a source that cannot search; ``searchUnavailableReason`` says why.
    public let search: (@MainActor @Sendable () -> SearchViewModel)?
    /// Why the source cannot search, or `nil`.
    public let searchUnavailableReason: String?
    /// Why the photos' web pages cannot open in this run (they name a demo server that has stopped), or `nil`.
    public let pagesUnavailableReason: String?
    /// The favourites screen.
    public let favorites: @MainActor @Sendable () -> FavoritesViewModel
    /// The detail of one photo.
    public let detail: @MainActor @Sendable (PhotoID) -> PhotoDetailViewModel
    /// The photos of a topic, a collection or a photographer, paged like the catalog.
    public let feed: @MainActor @Sendable (PhotoFeed) -> PhotoListViewModel
    /// A random pick of a page of photos; refreshing it picks again.
    public let random: @MainActor @Sendable () -> PhotoListViewModel
    /// The download queue.
    public let downloads: @MainActor @Sendable () -> PhotoDownloadViewModel
    /// A line to show at start (why favourites are off), or `nil`.
    public let notice: String?
    /// The favourites' changes as the app ends (``FavoriteChangesEnding``): a view takes a checkpoint when
    /// its screens stop being read and waits for the changes before the app ends, so a mark pressed just
    /// before quitting is kept, and one refused then is said in the app's last line and exit status.
    public let favoriteChanges: any FavoriteChangesEnding

    /// The order the catalog shows at start: the source's first, or the latest photos for a source that
    /// names none.
    public var startingOrder: PhotoOrder { orders.first ?? .latest }

    /// The factories, as the composition root builds them.
    public init(
        catalog: @escaping @MainActor @Sendable (PhotoOrder) -> PhotoListViewModel,
        orders: [PhotoOrder],
        search: (@MainActor @Sendable () -> SearchViewModel)?,
        searchUnavailableReason: String?,
        pagesUnavailableReason: String? = nil,
        favorites: @escaping @MainActor @Sendable () -> FavoritesViewModel,
        detail: @escaping @MainActor @Sendable (PhotoID) -> PhotoDetailViewModel,
        feed: @escaping @MainActor @Sendable (PhotoFeed) -> PhotoListViewModel,
        random: @escaping @MainActor @Sendable () -> PhotoListViewModel,
        downloads: @escaping @MainActor @Sendable () -> PhotoDownloadViewModel,
        notice: String?,
        favoriteChanges: any FavoriteChangesEnding
    ) {
        self.catalog = catalog
        self.orders = orders
        self.search = search
        self.searchUnavailableReason = searchUnavailableReason
        self.pagesUnavailableReason = pagesUnavailableReason
        self.favorites = favorites
        self.detail = detail
        self.feed = feed
        self.random = random
        self.downloads = downloads
        self.notice = notice
        self.favoriteChanges = favoriteChanges
    }
}
