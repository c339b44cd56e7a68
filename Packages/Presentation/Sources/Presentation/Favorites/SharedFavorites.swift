public import Domain
import Reactive

/// The favourites every screen of one app shares. Every change goes through here, so a favourite marked
/// on the detail screen is marked in the list and appears in the favourites screen at once. Changes reach
/// the store one at a time, in the order asked, and are not given up when the screen that asked closes.
///
/// Create one per app in the composition root and hand it to each view model that shows favourite marks.
@MainActor
public final class SharedFavorites: FavoriteChangesEnding {
    private let useCase: any FavoritesUseCase
    private let relay = CurrentValueRelay<[FavoritePhoto]?>(nil)
    /// Reads of the store: only the newest one's answer is published.
    private let reads = LatestRequest()
    /// The task that follows the store's writes (``follow(_:)``), cancelled with these favourites.
    private let following = Lifetime()
    /// The newest change's write (``inOrder(_:)``), which the next one waits for.
    private var lastWrite: Task<Void, Never>?
    /// How many changes were asked for (``inOrder(_:)``), and how many of them have ended: they end in the
    /// order asked, so the first `changesEnded` of them have.
    private var changesAsked = 0
    private var changesEnded = 0
    /// The changes the store refused, by their number in the order asked: what ``changesStored(since:)``
    /// reports of those after its checkpoint.
    private var refusals: [(number: Int, error: DomainError)] = []
    /// Whether the app is ending (``changesStored(since:)`` waits): the changes still queued are then
    /// tried only while the store can take them (``storeInUse``).
    private var isEnding = false
    /// Why the store refused a change while the app was ending because another program holds it: each
    /// change queued behind would wait as long and fail the same way, so they fail at once with it.
    private var storeInUse: DomainError?

    /// Creates the shared state over the favourites use case; nothing is read until ``reload()``.
    public init(useCase: any FavoritesUseCase) {
        self.useCase = useCase
    }

    /// The favourites, most recently added first; `nil` before the first read.
    public var current: [FavoritePhoto]? {
        relay.value
    }

    /// The ids of the current favourites.
    public var ids: Set<PhotoID> {
        Set(current?.map(\.id) ?? [])
    }

    /// The favourites now, then after every change (`nil` before the first read).
    public var changes: AsyncStream<[FavoritePhoto]?> {
        relay.values
    }

    /// Reads the favourites from the store, once every change asked for before has reached it: a screen
    /// opened right after a mark (`f F`) lists it.
    public func reload() async throws(DomainError) {
        _ = await lastWrite?.value
        try await read()
    }

    /// Reads the favourites from the store now (a queued write's own read back).
    private func read() async throws(DomainError) {
        let read = reads.begin()
        let favorites = try await useCase.list()
        // Reads can finish out of order; only the newest one describes the store as it is. One that found
        // what every screen shows already changes nothing, so no screen is told.
        if reads.isLatest(read), favorites != relay.value {
            relay.send(favorites)
        }
    }

    /// Reads the favourites again after each element of `storeWrites` (the store was written, by this
    /// process or another), so a favourite another process added or removed (`photolist favorites add`,
    /// a second browser, the web view) shows on every screen without a reload. A read that finds what the
    /// screens show already changes nothing. One that fails is let go: the next write reads again, and a
    /// screen that reads the favourites itself reports the failure.
    public func follow<Writes: AsyncSequence & Sendable>(_ storeWrites: Writes) where Writes.Element == Void, Writes.Failure == Never {
        following.observe(storeWrites) { [weak self] in
            try? await self?.reload()
        }
    }

    /// Makes `photo` a favourite or not, as `isFavorite` says, then publishes the favourites the store
    /// returned with the change, without reading them again.
    public func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) {
        try await inOrder { [self] () throws(DomainError) in
            let favorites = try await useCase.mark(photo, asFavorite: isFavorite)
            // The store's answer describes it after this change, so a read started before it is stale.
            _ = reads.begin()
            relay.send(favorites)
        }
    }

    /// Puts `favorite` back (an undone removal) dated as it was, so it returns to its place, then reads
    /// the favourites; a photo that is one already (added again on another screen or process meanwhile)
    /// stays as it is, which the store decides (Domain's `FavoritesRepository.restore(_:)`), not the ids seen last.
    public func restore(_ favorite: FavoritePhoto) async throws(DomainError) {
        try await inOrder { [self] () throws(DomainError) in
            _ = try await useCase.restore(favorite)
            try await read()
        }
    }

    /// Removes favourite `id`.
    public func remove(_ id: PhotoID) async throws(DomainError) {
        try await inOrder { [self] () throws(DomainError) in
            _ = try await useCase.remove(id)
            try await read()
        }
    }

    /// The moment now among the changes asked for: what an app takes when its screens stop being read.
    public func checkpoint() -> FavoriteChangesCheckpoint {
        FavoriteChangesCheckpoint(changesEnded: changesEnded)
    }

    /// Waits until every change asked for has reached the store, or failed, including one asked while it
    /// waits (a mark whose effect began in the same turn as the quit): what a view awaits before the app
    /// ends, so a mark pressed just before quitting is kept. Returns what to say of those refused after
    /// `checkpoint` (after this call, without one): the screen that asked may be gone, or no longer read,
    /// so the app says it as it ends, with their count and the last one's reason; `nil` when none was.
    /// Once one change is refused because another program holds the store past its wait, the changes
    /// queued behind it are refused at once for the same reason, so quitting waits that long once.
    public func changesStored(since checkpoint: FavoriteChangesCheckpoint? = nil) async -> ErrorDisplay? {
        let checkpoint = checkpoint ?? self.checkpoint()
        isEnding = true
        while changesEnded < changesAsked {
            _ = await lastWrite?.value
        }
        // A later change (the app went on after all) is tried again, however busy the store was.
        isEnding = false
        storeInUse = nil
        return changesNotStored(since: checkpoint)
    }

    /// What to say now of the changes refused after `checkpoint` and of those still on their way, for an
    /// app that ends without waiting longer (a stop that cannot wait for a busy store); `nil` when every
    /// change asked for was stored.
    public func changesNotStored(since checkpoint: FavoriteChangesCheckpoint) -> ErrorDisplay? {
        let refused = refusals.filter { $0.number > checkpoint.changesEnded }
        let waiting = changesAsked - changesEnded
        guard waiting > 0 || !refused.isEmpty else { return nil }
        return ErrorDisplay(favoriteChangesNotStored: refused.count, stillWaiting: waiting, lastRefusal: refused.last?.error)
    }

    /// Runs `write` after every write asked for before it, in a task of these favourites rather than the
    /// caller's, and returns what it returned. So a change the person saw is stored even when the screen
    /// that asked closes, or its caller is cancelled (a press on the same row since), before the store
    /// answers; and changes reach the store in the order asked, so two presses on one row end as the later
    /// one asked.
    private func inOrder<Value: Sendable>(_ write: @escaping @MainActor () async throws(DomainError) -> Value) async throws(DomainError) -> Value {
        let previous = lastWrite
        changesAsked += 1
        let number = changesAsked
        let task = Task { () -> Result<Value, DomainError> in
            _ = await previous?.value
            defer { changesEnded = number }
            do throws(DomainError) {
                if isEnding, let storeInUse { throw storeInUse }
                return .success(try await write())
            } catch {
                refusals.append((number, error))
                if isEnding, case .storage(let failure) = error, failure.reason == .inUse { storeInUse = error }
                return .failure(error)
            }
        }
        lastWrite = Task { _ = await task.value }
        return try await task.value.get()
    }
}
