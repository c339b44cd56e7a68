import Domain
import ReactiveTesting
import Synchronization

/// A favourites use case whose marks and restores wait at `gate` (the calls `holding` numbers, from 1 in
/// the order they come, or every one; those `holdingLater` numbers at `laterGate`) and then, like GRDB,
/// refuse to start for a task cancelled meanwhile; a mark of a photo `refusing` names then fails with
/// `refusal` (as a read-only library's would, unless given another).
final class HeldWrites: FavoritesUseCase, Sendable {
    let gate = Gate()
    let laterGate = Gate()
    private let base: DefaultFavoritesUseCase
    private let holding: Set<Int>?
    private let log = Mutex<[String]>([])
    private let calls = Counter()
    private let holdingLater: Set<Int>
    private let refusing: Set<PhotoID>
    private let refusal: DomainError

    init(
        _ base: DefaultFavoritesUseCase, holding: Set<Int>? = nil, holdingLater: Set<Int> = [], refusing: Set<PhotoID> = [],
        refusal: DomainError = HeldWrites.refusal
    ) {
        self.base = base
        self.holding = holding
        self.holdingLater = holdingLater
        self.refusing = refusing
        self.refusal = refusal
    }

    /// The failure a refused mark throws unless another is given: a read-only library's.
    static let refusal = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))
    /// The failure of a library another program held past the wait.
    static let inUse = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .inUse))

    /// How many marks and restores were tried, stored or not.
    var attempts: Int {
        calls.count
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
        try await held()
        log.withLock { $0.append("\(favorite.id.rawValue): restored") }
        return try await base.restore(favorite)
    }

    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] {
        try await held()
        if refusing.contains(photo.id) { throw refusal }
        log.withLock { $0.append("\(photo.id.rawValue): \(isFavorite)") }
        return try await base.mark(photo, asFavorite: isFavorite)
    }

    /// Waits at this call's gate, if any, then refuses a cancelled task.
    private func held() async throws(DomainError) {
        let call = calls.increment()
        if holdingLater.contains(call) {
            await laterGate.wait()
        } else if holding?.contains(call) ?? true {
            await gate.wait()
        }
        if Task.isCancelled { throw .cancelled }
    }
}
