/// The port to the pictures kept on disk, as their owner administers them: how many, and removing them.
/// Fetching and keeping pictures goes through ``PhotoImageRepository``, not here.
public protocol PictureCacheStore: Sendable {
    /// What the pictures folder holds.
    func usage() -> CacheUsage.Pictures
    /// Removes every picture the cache wrote; returns what went, and whether the folder was left alone
    /// because it is not the cache's own (a link to somewhere else).
    func removeAll() -> (removed: CacheUsage.Pictures, leftAlone: Bool)
}
