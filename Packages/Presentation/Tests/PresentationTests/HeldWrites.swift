import Domain
import ReactiveTesting
import Synchronization

/// A favourites use case whose marks and restores wait at `gate` (the calls `holding` numbers, from 1 in
/// the order they come, or every one) and then, like GRDB, refuse to start for a task cancelled meanwhile;
/// a mark of a photo `refusing` names then fails as a read-only library's would.
final class HeldWrites: FavoritesUseCase, Sendable {
    let gate = Gate()
    private let base: DefaultFavoritesUseCase
    private let holding: Set<Int>?
    private let log = Mutex<[String]>([])
    private let calls = Counter()
    private let refusing: Set<PhotoID>

    init(_ base: DefaultFavoritesUseCase, holding: Set<Int>? = nil, refusing: Set<PhotoID> = []) {
        self.base = base
        self.holding = holding
        self.refusing = refusing
    }

    /// The failure a refused mark throws.
    static let refusal = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))

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
        if refusing.contains(photo.id) { throw Self.refusal }
        return try await base.mark(photo, asFavorite: isFavorite)
    }

    private func held(_ write: String) async throws(DomainError) {
        if holding?.contains(calls.increment()) ?? true { await gate.wait() }
        if Task.isCancelled { throw .cancelled }
        log.withLock { $0.append(write) }
    }
}
