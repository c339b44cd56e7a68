import Domain
import DomainTesting
import Foundation
@testable import PhotoListWeb
import Presentation
import Synchronization

/// A page of the fakes' catalog: two pages of three photos.
func catalogPage(_ request: PageRequest) -> PhotoPage {
    PhotoPage.fixture(page: request.page, count: 3, hasNextPage: request.page < 2)
}

/// Screens over fakes: the catalog of `catalogPage` (`pages` may answer it instead, to hold a page back),
/// its details, favourites kept in memory and shared by every tab made from the same screens (whose
/// changes the server waits for at its end, unless `favoriteChanges` stands in), and a search over the
/// same photos when `searches`.
@MainActor
func makeScreens(
    favorites: SharedFavorites? = nil,
    favoriteChanges: (any FavoriteChangesEnding)? = nil,
    downloader: FakePhotoDownloader = FakePhotoDownloader(),
    searches: Bool = false,
    pages: @escaping FakePhotoRepository.Handler = { request in catalogPage(request) }
) -> WebScreens {
    let repository = FakePhotoRepository(
        handler: pages,
        detail: { id in PhotoDetail.fixture(id: id.rawValue) }
    )
    let feeds = FakePhotoFeedRepository()
    let favorites = favorites ?? SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: repository))
    let search: @MainActor @Sendable () -> SearchViewModel = { SearchViewModel(search: DefaultSearchPhotosUseCase(repository: repository), favorites: favorites) }
    let factories = ScreenFactories(
        catalog: { _ in PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), favorites: favorites) },
        orders: [.latest],
        search: searches ? search : nil,
        searchUnavailableReason: searches ? nil : "this source cannot search",
        favorites: { FavoritesViewModel(favorites: favorites) },
        detail: { id in PhotoDetailViewModel(id: id, fetchDetail: DefaultFetchPhotoDetailUseCase(repository: repository), sourceName: "Demo", favorites: favorites) },
        feed: { feed in PhotoListViewModel(fetchPhotos: FeedListing(feed, repository: feeds), favorites: favorites) },
        random: { PhotoListViewModel(fetchPhotos: RandomPhotosListing(clamping: 3, repository: feeds), favorites: favorites) },
        downloads: {
            PhotoDownloadViewModel(
                download: DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader),
                destination: .folder(URL(fileURLWithPath: NSTemporaryDirectory()))
            )
        },
        notice: nil,
        favoriteChanges: favoriteChanges ?? favorites
    )
    return WebScreens(
        factories: factories,
        topics: { TopicsViewModel(topics: DefaultFetchTopicsUseCase(repository: FakeTopicsRepository(topics: [.fixture(slug: "-film", title: "Film")]))) },
        collections: { CollectionsViewModel(collections: DefaultFetchCollectionsUseCase(repository: FakeCollectionsRepository(collections: [.fixture(id: "7")]))) },
        images: NoPictures(),
        sourceName: "Demo"
    )
}

/// Pictures no test asks for.
struct NoPictures: PhotoImageRepository {
    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data { throw .notFound }
}

/// A clock a test moves by hand: the time since the sessions began.
final class ManualTime: Sendable {
    private let elapsed = Mutex(Duration.zero)

    /// The time now.
    var now: @Sendable () -> Duration { { [self] in elapsed.withLock { $0 } } }

    /// Moves the time on by `duration`.
    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}

/// One event read off a tab's stream.
struct ReadEvent {
    let name: String
    let payload: [String: Any]

    /// Parses a message written by ``WebEvent/message``.
    init?(frame: String) {
        guard let message = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any],
              let name = message["event"] as? String, let object = message["data"] as? [String: Any] else { return nil }
        self.name = name
        payload = object
    }
}

/// Reads the tab's events until one named `name` satisfies `condition`, and returns it (`nil` if the stream ends).
@MainActor
func readUntil(_ iterator: inout AsyncStream<String>.Iterator, _ name: String, _ condition: (ReadEvent) -> Bool = { _ in true }) async -> ReadEvent? {
    while let frame = await iterator.next(isolation: #isolation) {
        guard let event = ReadEvent(frame: frame), event.name == name else { continue }
        if condition(event) { return event }
    }
    return nil
}
