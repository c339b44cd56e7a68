/// The port to the offline copy of pages and photos, as its owner administers it: how much it holds, and
/// emptying it. Reading and writing pages goes through ``PhotoRepository``, not here.
public protocol PageCacheStore: Sendable {
    /// What the offline copy holds.
    func usage() throws(DomainError) -> CacheUsage.Pages
    /// Empties the offline copy; returns its file, the bytes freed (`nil` when there was no copy to
    /// empty: none is made for it) and what it held. Another process using it at the same time keeps
    /// working (the copy is emptied, never deleted under it).
    func clear() throws(DomainError) -> CacheClearing.OfflineCopy
}
