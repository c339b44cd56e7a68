/// A cache file ``PhotoCache/openRecovering(path:now:)`` could not use and renamed, so that a new, empty
/// cache could take its place.
public struct MovedAsideCache: Hashable, Sendable {
    /// Where the file is now: `<cache>.corrupt-<UTC time>` for a damaged file, `<cache>.unusable-<UTC time>`
    /// for any other; its `-wal` and `-shm`, if any, beside it with the same suffixes.
    public let path: String
    /// Why it could not be used: ``PersistenceError/corrupt(path:)``,
    /// ``PersistenceError/newerVersion(path:)``, ``PersistenceError/foreign(path:)``, or
    /// ``PersistenceError/inaccessible(path:reason:)`` (not writable, a folder, cannot be opened).
    public let reason: PersistenceError

    /// Creates the record of a file moved to `path` because of `reason`.
    public init(path: String, reason: PersistenceError) {
        self.path = path
        self.reason = reason
    }
}
