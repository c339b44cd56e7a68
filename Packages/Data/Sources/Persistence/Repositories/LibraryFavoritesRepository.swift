public import Domain
import Logging
import Synchronization

/// Implements `FavoritesRepository` over the ``PhotoLibrary`` for one source. Needs nothing but the
/// library: listing, adding, removing and toggling favourites never open the cache.
public struct LibraryFavoritesRepository: FavoritesRepository {
    private static let logger = Logger(label: "photolist.library")

    private let library: PhotoLibrary
    private let source: String
    private let onSkipped: @Sendable ([FavoritesListing.Skipped]) -> Void

    /// Creates the repository for the favourites of `source`. `onSkipped` hears of the favourites a
    /// listing left out because their stored snapshot cannot be read (called only when there are some);
    /// by default they are logged as warnings.
    public init(
        library: PhotoLibrary,
        source: String,
        onSkipped: @escaping @Sendable ([FavoritesListing.Skipped]) -> Void = LibraryFavoritesRepository.logSkipped
    ) {
        self.library = library
        self.source = source
        self.onSkipped = onSkipped
    }

    /// Every favourite that can be read, most recently added first; the others are passed to `onSkipped`.
    public func favorites() async throws(DomainError) -> [FavoritePhoto] {
        let listing: FavoritesListing
        do { listing = try await library.favorites(source: source) } catch { throw error.libraryDomainError }
        if !listing.skipped.isEmpty { onSkipped(listing.skipped) }
        return listing.favorites
    }

    /// Stores `photo`, saying whether this call made it a favourite; durable once this returns.
    public func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition {
        do { return try await library.addingFavorite(photo, source: source) } catch { throw error.libraryDomainError }
    }

    /// Stores `favorite` again dated as it first was, unless the photo is a favourite already; durable
    /// once this returns.
    public func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition {
        do { return try await library.addingFavorite(favorite.photo, source: source, addedAt: favorite.addedAt) } catch { throw error.libraryDomainError }
    }

    /// Removes favourite `id`, even one whose snapshot cannot be read.
    public func remove(_ id: PhotoID) async throws(DomainError) -> Bool {
        do { return try await library.removeFavorite(id, source: source) } catch { throw error.libraryDomainError }
    }

    /// Adds or removes `photo` in one transaction of the library, durable once this returns, and returns
    /// the favourites that transaction left; the ones that cannot be read are passed to `onSkipped`.
    public func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        let listing: FavoritesListing
        do { listing = try await library.markFavorite(photo, asFavorite: isFavorite, source: source) } catch { throw error.libraryDomainError }
        if !listing.skipped.isEmpty { onSkipped(listing.skipped) }
        return listing.favorites
    }

    /// Logs one warning per skipped favourite, naming it, once a process: a running view reads the
    /// favourites again after every write to the library, and would otherwise repeat it each time.
    @Sendable
    public static func logSkipped(_ skipped: [FavoritesListing.Skipped]) {
        for favorite in notLoggedYet(skipped) {
            logger.warning("favourite \(favorite.id.rawValue) left out: \(favorite.reason)")
        }
    }

    /// The entries of `skipped` whose favourite no earlier call named, each now counted as named.
    static func notLoggedYet(_ skipped: [FavoritesListing.Skipped]) -> [FavoritesListing.Skipped] {
        skipped.filter { favorite in loggedSkips.withLock { $0.insert(favorite.id).inserted } }
    }

    /// The favourites ``logSkipped(_:)`` has warned about in this process.
    private static let loggedSkips = Mutex<Set<PhotoID>>([])
}
