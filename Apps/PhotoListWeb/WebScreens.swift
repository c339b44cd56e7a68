public import Domain
public import Foundation
public import Presentation

/// What the web view builds its tabs from: the same view models the terminal browser uses, made by the
/// composition root. Each browser tab gets a set of its own; the closures share whatever the root shares
/// between them (one ``SharedFavorites``, so a mark made in one tab shows in every other).
public struct WebScreens: Sendable {
    /// The catalog: every photo, page after page.
    public var catalog: @MainActor @Sendable () -> PhotoListViewModel
    /// The search screen, or `nil` for a source that cannot search (``searchUnavailableReason`` says why).
    public var search: (@MainActor @Sendable () -> SearchViewModel)?
    /// Why the source cannot search, or `nil`.
    public var searchUnavailableReason: String?
    /// The favourites screen.
    public var favorites: @MainActor @Sendable () -> FavoritesViewModel
    /// The detail of one photo.
    public var detail: @MainActor @Sendable (PhotoID) -> PhotoDetailViewModel
    /// The source's topics (for a source without them, a list that fails saying why).
    public var topics: @MainActor @Sendable () -> TopicsViewModel
    /// The source's featured collections.
    public var collections: @MainActor @Sendable () -> CollectionsViewModel
    /// The photos of a topic, a collection or a photographer.
    public var feed: @MainActor @Sendable (PhotoFeed) -> PhotoListViewModel
    /// A random pick of photos; refreshing it picks again.
    public var random: @MainActor @Sendable () -> PhotoListViewModel
    /// The download queue, saving where the terminal's downloads go.
    public var downloads: @MainActor @Sendable () -> PhotoDownloadViewModel
    /// The pictures of photos, at the size asked (kept on disk by the app, so offline they still show).
    public var images: any PhotoImageRepository
    /// The source's name for links to a photo's page ("Unsplash"), or `nil`.
    public var sourceName: String?
    /// Why the photos' pages at their source cannot open in this run (they name a demo server that has
    /// stopped), or `nil`: the detail then says so instead of linking to them.
    public var pagesUnavailableReason: String?
    /// A line every new tab shows first (why favourites are off, say), or `nil`.
    public var notice: String?
    /// The current time, for ages such as "offline copy from 3 hours ago".
    public var now: @Sendable () -> Date

    /// Creates the screens from their factories.
    public init(
        catalog: @escaping @MainActor @Sendable () -> PhotoListViewModel,
        search: (@MainActor @Sendable () -> SearchViewModel)?,
        searchUnavailableReason: String?,
        favorites: @escaping @MainActor @Sendable () -> FavoritesViewModel,
        detail: @escaping @MainActor @Sendable (PhotoID) -> PhotoDetailViewModel,
        topics: @escaping @MainActor @Sendable () -> TopicsViewModel,
        collections: @escaping @MainActor @Sendable () -> CollectionsViewModel,
        feed: @escaping @MainActor @Sendable (PhotoFeed) -> PhotoListViewModel,
        random: @escaping @MainActor @Sendable () -> PhotoListViewModel,
        downloads: @escaping @MainActor @Sendable () -> PhotoDownloadViewModel,
        images: any PhotoImageRepository,
        sourceName: String?,
        notice: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.catalog = catalog
        self.search = search
        self.searchUnavailableReason = searchUnavailableReason
        self.favorites = favorites
        self.detail = detail
        self.topics = topics
        self.collections = collections
        self.feed = feed
        self.random = random
        self.downloads = downloads
        self.images = images
        self.sourceName = sourceName
        self.notice = notice
        self.now = now
    }
}
