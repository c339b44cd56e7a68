/// Says what the disposable caches hold, and clears them. The library (favourites, recent searches) is
/// never part of either: only what can be fetched again is counted or cleared.
public protocol CacheAdministrationUseCase: Sendable {
    /// What the offline copy and the pictures hold.
    func usage() throws(DomainError) -> CacheUsage
    /// Empties the offline copy, then removes the pictures; what each freed.
    func clear() throws(DomainError) -> CacheClearing
}

/// The standard ``CacheAdministrationUseCase`` over the two caches' stores.
public struct DefaultCacheAdministrationUseCase: CacheAdministrationUseCase {
    private let pages: any PageCacheStore
    private let pictures: any PictureCacheStore

    /// The administration of the offline copy `pages` and the pictures `pictures`.
    public init(pages: any PageCacheStore, pictures: any PictureCacheStore) {
        self.pages = pages
        self.pictures = pictures
    }

    /// Both caches' usage; the offline copy is read first, so a failure there reports before anything else.
    public func usage() throws(DomainError) -> CacheUsage {
        CacheUsage(pages: try pages.usage(), pictures: pictures.usage())
    }

    /// The offline copy first: when it cannot be emptied, the pictures are kept too, and the failure says why.
    /// Except on a full disk, where emptying a database needs room to write: the pictures, plain files, are
    /// removed first to make that room, and the offline copy is emptied again.
    public func clear() throws(DomainError) -> CacheClearing {
        let emptied: CacheClearing.OfflineCopy
        var removedFirst: (removed: CacheUsage.Pictures, leftAlone: Bool)?
        do {
            emptied = try pages.clear()
        } catch .storage(let failure) where failure.reason == .full {
            removedFirst = pictures.removeAll()
            emptied = try pages.clear().uncounted  // the first try may have deleted the rows before it failed
        }
        let pictures = removedFirst ?? pictures.removeAll()
        return CacheClearing(offlineCopy: emptied, pictures: pictures.removed, picturesFolderLeftAlone: pictures.leftAlone)
    }
}
