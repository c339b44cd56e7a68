import Domain
import ReactiveTesting
import Synchronization

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Adds one and returns the new count.
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}

/// A favourites use case whose marks and restores wait at `gate` (the calls `holding` numbers, from 1 in
/// the order they come, or every one) and then, like GRDB, refuse to start for a task cancelled meanwhile.
final class HeldWrites: FavoritesUseCase, Sendable {
    let gate = Gate()
    private let base: DefaultFavoritesUseCase
    private let holding: Set<Int>?
    private let log = Mutex<[String]>([])
    private let calls = Counter()

    init(_ base: DefaultFavoritesUseCase, holding: Set<Int>? = nil) {
        self.base = base
        self.holding = holding
    }

    /// The marks and restores stored, in order, as "id: isFavorite" ("id: restored").
    var marked: [String] {
        log.withLock { $0 }
    }

    func list() async throws(DomainError) -> [FavoritePhoto] { try await base.list() }
    func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto { try await base.add(photo) }
    func add(id: PhotoID) async throws(DomainError) -> FavoriteAddition { try await base.add(id: id) }
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool { try await base.remove(id) }

    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition {
        try await held("\(favorite.id.rawValue): restored")
        return try await base.restore(favorite)
    }

    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        try await held("\(photo.id.rawValue): \(isFavorite)")
        return try await base.mark(photo, asFavorite: isFavorite)
    }

    private func held(_ write: String) async throws(DomainError) {
        if holding?.contains(calls.increment()) ?? true { await gate.wait() }
        if Task.isCancelled { throw .cancelled }
        log.withLock { $0.append(write) }
    }
}
