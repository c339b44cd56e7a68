public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import Synchronization

/// A ``FavoritesRepository`` in memory, following the port's rules, with an optional failure to inject.
public final class InMemoryFavoritesRepository: FavoritesRepository {
    private let state = Mutex<[FavoritePhoto]>([])
    private let reads = Mutex(0)
    private let failure: DomainError?
    private let now: @Sendable () -> Date

    /// Creates an empty store; with `failure`, every call throws it.
    public init(failure: DomainError? = nil, now: @escaping @Sendable () -> Date = Date.init) {
        self.failure = failure
        self.now = now
    }

    /// How many times ``favorites()`` was called (a test convenience; the port has no such question).
    public var favoritesReads: Int {
        reads.withLock { $0 }
    }

    /// Every favourite, most recently added first.
    public func favorites() async throws(DomainError) -> [FavoritePhoto] {
        reads.withLock { $0 += 1 }
        if let failure { throw failure }
        return state.withLock { $0 }
    }

    /// Adds or refreshes `photo`, keeping the first time it was added, and says which it did.
    public func add(_ photo: Photo) async throws(DomainError) -> FavoriteAddition {
        if let failure { throw failure }
        return state.withLock { favorites in
            let known = favorites.first { $0.id == photo.id }?.addedAt
            let stored = Self.insert(photo, addedAt: known ?? now(), into: &favorites)
            return known == nil ? .added(stored) : .alreadyFavorite(stored)
        }
    }

    /// Stores `favorite` with its own date added, unless the photo is stored already (then left as it is).
    public func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition {
        if let failure { throw failure }
        return state.withLock { favorites in
            if let known = favorites.first(where: { $0.id == favorite.id }) { return .alreadyFavorite(known) }
            return .added(Self.insert(favorite.photo, addedAt: favorite.addedAt, into: &favorites))
        }
    }

    /// Adds `photo` (keeping when a stored one was first added) or removes it, under one lock, and returns
    /// the favourites then.
    public func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        if let failure { throw failure }
        return state.withLock { favorites in
            let addedAt = favorites.first { $0.id == photo.id }?.addedAt
            favorites.removeAll { $0.id == photo.id }
            if isFavorite { Self.insert(photo, addedAt: addedAt ?? now(), into: &favorites) }
            return favorites
        }
    }

    /// Removes `id`.
    public func remove(_ id: PhotoID) async throws(DomainError) -> Bool {
        if let failure { throw failure }
        return state.withLock { favorites in
            let count = favorites.count
            favorites.removeAll { $0.id == id }
            return favorites.count < count
        }
    }

    /// Stores `photo` added at `addedAt` in place of any copy, keeping the newest first.
    @discardableResult
    private static func insert(_ photo: Photo, addedAt: Date, into favorites: inout [FavoritePhoto]) -> FavoritePhoto {
        favorites.removeAll { $0.id == photo.id }
        let favorite = FavoritePhoto(photo: photo, addedAt: addedAt)
        favorites.append(favorite)
        favorites.sort { $0.addedAt > $1.addedAt }
        return favorite
    }

    /// Whether `id` is stored (a test convenience; the port has no such question).
    public func isFavorite(_ id: PhotoID) async throws(DomainError) -> Bool {
        if let failure { throw failure }
        return state.withLock { $0.contains { $0.id == id } }
    }
}
