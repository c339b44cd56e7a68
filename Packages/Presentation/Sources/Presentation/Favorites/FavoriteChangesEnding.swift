/// What a view needs of the favourites as its app ends (``SharedFavorites`` is one): to mark when its
/// screens stopped being read, then to wait for every change asked for and hear which were refused, so
/// quitting loses no mark and reports one the store refused with no screen left to show it.
@MainActor
public protocol FavoriteChangesEnding: AnyObject, Sendable {
    /// The moment now, for ``changesStored(since:)``.
    func checkpoint() -> FavoriteChangesCheckpoint
    /// Waits until every change asked for, before or while it waits, has reached the store or failed, and
    /// returns what to say of those refused after `checkpoint` (after the call, without one); `nil` when
    /// none was.
    func changesStored(since checkpoint: FavoriteChangesCheckpoint?) async -> ErrorDisplay?
    /// What to say now of the changes refused after `checkpoint` and of those still on their way, for an
    /// app that cannot wait longer; `nil` when every change was stored.
    func changesNotStored(since checkpoint: FavoriteChangesCheckpoint) -> ErrorDisplay?
}
