import Domain
import Presentation

/// The screens beyond the catalog: topics, collections, the photos of either or of a photographer, and
/// random picks, made from the source's browsing ports (``SourceBrowsing``) like every other screen.
extension ScreenAssembly {
    /// The photos of `feed` (a topic's, a collection's, a photographer's), without sponsored photos when
    /// the user asked; the same paged list as the catalog.
    func makeFeedListing(_ feed: PhotoFeed) -> any FetchPhotosUseCase {
        withoutSponsoredIfAsked(FeedListing(feed, repository: browsing.feeds))
    }

    /// `listing`, without its sponsored photos when the user asked (`--no-sponsored`).
    func withoutSponsoredIfAsked(_ listing: any FetchPhotosUseCase) -> any FetchPhotosUseCase {
        hidesSponsored ? ListingWithoutSponsoredPhotos(listing) : listing
    }

    /// Reads photographers' profiles.
    func makeFetchPhotographerUseCase() -> any FetchPhotographerUseCase {
        DefaultFetchPhotographerUseCase(repository: browsing.feeds)
    }

    /// A feed's photos, starting at `firstPage`; with `favorites`, the list shows and toggles marks; with
    /// `quota`, it shows the app's and shares its own.
    @MainActor
    func makeFeedViewModel(_ feed: PhotoFeed, firstPage: PageRequest, favorites: SharedFavorites? = nil, quota: SharedQuota? = nil) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: makeFeedListing(feed), firstPage: firstPage, favorites: favorites, quota: quota)
    }

    /// `count` random photos as a one-page list; refreshing it picks again.
    /// - Throws: ``DomainError/invalidRequest(_:)`` for a count outside 1…30.
    @MainActor
    func makeRandomViewModel(count: Int, favorites: SharedFavorites? = nil) throws(DomainError) -> PhotoListViewModel {
        let listing = try RandomPhotosListing(count: count, repository: browsing.feeds)
        return PhotoListViewModel(fetchPhotos: withoutSponsoredIfAsked(listing), firstPage: try PageRequest(page: 1, perPage: count), favorites: favorites)
    }

    /// The source's topics, a page at a time from `firstPage`, sharing the run's ``quota``.
    @MainActor
    func makeTopicsViewModel(firstPage: PageRequest = .first) -> TopicsViewModel {
        TopicsViewModel(topics: DefaultFetchTopicsUseCase(repository: browsing.topics), firstPage: firstPage, quota: quota)
    }

    /// The source's featured collections, a page at a time from `firstPage`, sharing the run's ``quota``.
    @MainActor
    func makeCollectionsViewModel(firstPage: PageRequest = .first) -> CollectionsViewModel {
        CollectionsViewModel(collections: DefaultFetchCollectionsUseCase(repository: browsing.collections), firstPage: firstPage, quota: quota)
    }
}
