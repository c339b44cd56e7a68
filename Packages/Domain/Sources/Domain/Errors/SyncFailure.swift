/// Why a sync stopped before it had every page it was asked for, and how far it got. Carries no words:
/// Presentation and the app say it.
public struct SyncFailure: Hashable, Sendable {
    /// The pages synced before the failure; each of them stays in the offline cache.
    public let progress: SyncProgress
    /// What happened to the next page: the source's own failure; ``DomainError/storage(_:)`` when the cache
    /// could not store it; the ``SourceOutage``'s own failure when the source could not answer (even if the
    /// old offline copy was served instead); ``DomainError/notCached`` when nothing stores pages for offline
    /// use; ``DomainError/cancelled`` when the sync was cancelled.
    public let cause: DomainError

    /// A failure after `progress`, because of `cause`.
    public init(progress: SyncProgress, cause: DomainError) {
        self.progress = progress
        self.cause = cause
    }
}
