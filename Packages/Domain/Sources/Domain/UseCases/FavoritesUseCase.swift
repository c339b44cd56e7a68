/// Reads and changes the user's favourites.
public protocol FavoritesUseCase: Sendable {
    /// Every favourite, most recently added first.
    func list() async throws(DomainError) -> [FavoritePhoto]
    /// Adds `photo` as a favourite.
    @discardableResult
    func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto
    /// Adds photo `id` as a favourite, looked up at the source; a photo that is a favourite already is left
    /// as it is, and the source is not asked.
    @discardableResult
    func add(id: PhotoID) async throws(DomainError) -> FavoriteAddition
    /// Puts back a removed favourite with the date it was first added, in its place among the others
    /// (``FavoritesRepository/restore(_:)``).
    @discardableResult
    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition
    /// Removes favourite `id`; returns whether it was one.
    @discardableResult
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool
    /// Makes `photo` a favourite or not, as the person asked (``FavoritesRepository/mark(_:asFavorite:)``),
    /// in one step; returns every favourite after the change, most recently added first.
    @discardableResult
    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto]
}

/// The standard ``FavoritesUseCase`` over the favourites store and the photo source.
public struct DefaultFavoritesUseCase: FavoritesUseCase {
    private let favorites: any FavoritesRepository
    private let photos: any PhotoRepository

    /// Creates the use case; `photos` is used to look up a photo added by id.
    public init(favorites: any FavoritesRepository, photos: any PhotoRepository) {
        self.favorites = favorites
        self.photos = photos
    }

    /// Every favourite, most recently added first.
    public func list() async throws(DomainError) -> [FavoritePhoto] {
        try await favorites.favorites()
    }

    /// Adds `photo` as a favourite.
    public func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto {
        try await favorites.add(photo).favorite
    }

    /// Looks up the photo, then adds it, so the favourite carries a full snapshot; a known favourite is
    /// answered from the store alone, so adding it again needs neither the network nor the source.
    public func add(id: PhotoID) async throws(DomainError) -> FavoriteAddition {
        if let known = try await favorites.favorite(id) {
            return .alreadyFavorite(known)
        }
        // The store says whether this addition made it a favourite: another process may have added it since.
        return try await favorites.add(photos.photo(id).photo)
    }

    /// Puts back a removed favourite, its date added kept.
    public func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition {
        try await favorites.restore(favorite)
    }

    /// Removes favourite `id`.
    public func remove(_ id: PhotoID) async throws(DomainError) -> Bool {
        try await favorites.remove(id)
    }

    /// Adds or removes `photo` in one change of the store, which returns the favourites it left.
    @discardableResult
    public func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        try await favorites.mark(photo, asFavorite: isFavorite)
    }
}
