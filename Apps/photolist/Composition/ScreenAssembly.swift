import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// The composition root's third job: the screens. The view models, and the use cases they and the commands
/// run over the source, are made here from Domain ports alone, so the assembly is tested with fakes
/// (`ScreenAssemblyTests`) and never sees a concrete store or client; ``CompositionRoot`` hands it the
/// real ones. (The stores' own use cases, such as cache administration, are made in ``Stores``.)
struct ScreenAssembly: Sendable {
    /// The source's repository behind the cache for a listing order.
    let repositoryForOrder: @Sendable (PhotoOrder) -> any PhotoRepository
    /// The order this run lists in; `repository` is the source's repository for it.
    let order: PhotoOrder
    /// The listing orders the source offers.
    let orders: [PhotoOrder]
    /// The name attributions credit ("Unsplash"), or `nil` for sources that ask for none.
    let sourceName: String?
    /// Why the source cannot search, or `nil` when it can.
    let searchUnavailableReason: String?
    /// Why the photos' web pages cannot open in this run (the offline demo's), or `nil` when they can.
    var pagesUnavailableReason: String? = nil
    /// Opens the favourites and recent searches, or says why the library cannot be used; called when a
    /// screen is first made, so a command that shows no screen never opens the library.
    let library: @Sendable () -> Result<Stores.Library, DomainError>
    /// Pictures to show: fetched at the size drawn and kept on disk.
    let pictures: any PhotoImageRepository
    /// Decodes the pictures' bytes.
    let decoder: any ImageDecoder
    /// Saves photo files, replacing an existing file only when asked to.
    let downloader: @Sendable (_ replacingExisting: Bool) -> any PhotoDownloader
    /// Where downloads go by default.
    let downloadsFolder: URL
    /// Topics, collections, feeds and random photos (ports that refuse, for a source without them).
    let browsing: SourceBrowsing
    /// Whether lists and searches leave sponsored photos out (`--no-sponsored`).
    var hidesSponsored = false
    /// The source's quota as every screen's answers last reported it, one for the run.
    let quota = SharedQuota()

    /// The source's repository in this run's order.
    var repository: any PhotoRepository { repositoryForOrder(order) }

    // MARK: Use cases

    /// Fetches pages into the offline cache (the repository of a run started with `syncing` stores each
    /// page it fetches and says whether it did).
    func makeSyncPhotosUseCase() -> any SyncPhotosUseCase {
        DefaultSyncPhotosUseCase(repository: repository)
    }

    /// The listing in `order`, without its sponsored photos when the user asked.
    func makeFetchPhotosUseCase(order: PhotoOrder) -> any FetchPhotosUseCase {
        withoutSponsoredIfAsked(DefaultFetchPhotosUseCase(repository: repositoryForOrder(order)))
    }

    /// Searches the source, without sponsored photos when the user asked.
    func makeSearchPhotosUseCase() -> any SearchPhotosUseCase {
        if let searchUnavailableReason { return UnavailableSearch(reason: searchUnavailableReason) }
        let search = DefaultSearchPhotosUseCase(repository: repository)
        return hidesSponsored ? SearchWithoutSponsoredPhotos(search) : search
    }

    /// Fetches one photo's detail; `keptFavorites` stands in for a photo the offline copy lacks, offline or in an outage.
    func makeFetchPhotoDetailUseCase(keptFavorites: (any FavoriteLookup)? = nil) -> any FetchPhotoDetailUseCase {
        DefaultFetchPhotoDetailUseCase(repository: repository, favorites: keptFavorites)
    }

    /// Loads photos' pictures at the size drawn.
    func makeLoadPhotoImageUseCase() -> any LoadPhotoImageUseCase {
        DefaultLoadPhotoImageUseCase(repository: pictures, decoder: decoder)
    }

    // MARK: View models

    /// The catalog, starting at `firstPage`.
    @MainActor
    func makePhotoListViewModel(firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: makeFetchPhotosUseCase(order: order), firstPage: firstPage)
    }

    /// One query's search results, starting at `firstPage`.
    @MainActor
    func makeSearchResultsViewModel(query: SearchQuery, firstPage: PageRequest) -> PhotoListViewModel {
        PhotoListViewModel(fetchPhotos: makeSearchPhotosUseCase().listing(for: query), firstPage: firstPage)
    }

    /// Photo `id`'s detail; with `favorites`, it shows and toggles the favourite mark; `keptFavorites` as above.
    @MainActor
    func makePhotoDetailViewModel(id: PhotoID, favorites: SharedFavorites? = nil, keptFavorites: (any FavoriteLookup)? = nil) -> PhotoDetailViewModel {
        PhotoDetailViewModel(id: id, fetchDetail: makeFetchPhotoDetailUseCase(keptFavorites: keptFavorites), sourceName: sourceName, favorites: favorites)
    }

    /// The view models every view builds its screens from (the terminal browser's panes, the web view's
    /// tabs), sharing one set of favourites so a mark made on one screen shows on every other (and one made
    /// by another process, once the library's file is written), and ``quota``. A library
    /// that cannot be used stops neither view: favourites and recent searches are off, and `notice` says why;
    /// one that can only be read (its folder is not writable) shows them, and `notice` says why they stay
    /// as they are.
    @MainActor
    func makeScreenFactories(perPage: Int) -> ScreenFactories {
        let stores: Stores.Library
        var notice: String?
        switch library() {
        case .success(let library):
            stores = library
            notice = library.readOnlyBecause.map(PhotoFormatting.favoritesReadOnly(because:))
        case .failure(let error):
            stores = Stores.Library(favorites: UnavailableLibrary(error: error), recents: UnavailableLibrary(error: error))
            notice = PhotoFormatting.favoritesOff(because: error)
        }
        let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: stores.favorites, photos: repository))
        if let writes = stores.writes { favorites.follow(writes()) }
        let recents = DefaultRecentSearchesUseCase(repository: stores.recents)
        let firstPage = (try? PageRequest(page: 1, perPage: perPage)) ?? .first
        let searching = makeSearchPhotosUseCase()
        var search: (@MainActor @Sendable () -> SearchViewModel)?
        if searchUnavailableReason == nil {
            search = { SearchViewModel(search: searching, recents: recents, favorites: favorites, quota: quota, firstPage: firstPage) }
        }
        return ScreenFactories(
            catalog: { [self] order in
                PhotoListViewModel(fetchPhotos: makeFetchPhotosUseCase(order: order), firstPage: firstPage, favorites: favorites, quota: quota)
            },
            orders: orders,
            search: search,
            searchUnavailableReason: searchUnavailableReason,
            pagesUnavailableReason: pagesUnavailableReason,
            favorites: { FavoritesViewModel(favorites: favorites) },
            detail: { [favoritesStore = stores.favorites] id in makePhotoDetailViewModel(id: id, favorites: favorites, keptFavorites: favoritesStore) },
            feed: { feed in makeFeedViewModel(feed, firstPage: firstPage, favorites: favorites, quota: quota) },
            random: { [browsing] in
                PhotoListViewModel(
                    fetchPhotos: withoutSponsoredIfAsked(RandomPhotosListing(clamping: firstPage.perPage, repository: browsing.feeds)),
                    firstPage: firstPage, favorites: favorites, quota: quota
                )
            },
            downloads: { makePhotoDownloadViewModel() },
            notice: notice,
            favoriteChanges: favorites
        )
    }
}
