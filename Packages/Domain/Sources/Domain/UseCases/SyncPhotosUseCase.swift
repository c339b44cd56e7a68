/// Fetches pages of the listing, or of a search's results, into the offline cache, so that they can be
/// read offline later (`photolist sync`).
public protocol SyncPhotosUseCase: Sendable {
    /// Fetches up to `pages` pages of `target`, one after another from `firstPage` on (whose size every page
    /// keeps), calling `progress` after each page stored. Stops early at the end of the listing.
    /// - Returns: how far it got: every page asked for, or up to the end of the listing.
    /// - Throws: ``DomainError/syncIncomplete(_:)`` with the progress before the page that failed and why
    ///   it failed; a page that is not stored in the offline cache fresh from the source fails the sync.
    func execute(
        _ target: SyncTarget,
        pages: Int,
        from firstPage: PageRequest,
        progress: @escaping @Sendable (SyncProgress) -> Void
    ) async throws(DomainError) -> SyncProgress
}

/// The standard ``SyncPhotosUseCase``: asks the repository for each page in turn and counts a page only
/// when the repository says the offline cache stored it fresh from the source.
public struct DefaultSyncPhotosUseCase: SyncPhotosUseCase {
    private let repository: any PhotoRepository

    /// Creates the use case over a repository that stores the pages it fetches (the offline-first one).
    public init(repository: any PhotoRepository) {
        self.repository = repository
    }

    /// Fetches the pages, stopping after the last one asked for, at the end of the listing (``ListingEnd``:
    /// a page the source says is the last, or one that adds no new photo), or at the first page that fails
    /// or is not stored.
    /// Cancellation is checked before each page; a page stored while it arrived still counts.
    public func execute(
        _ target: SyncTarget,
        pages: Int,
        from firstPage: PageRequest,
        progress report: @escaping @Sendable (SyncProgress) -> Void
    ) async throws(DomainError) -> SyncProgress {
        var progress = SyncProgress(pagesRequested: max(pages, 0))
        var seen = Set<PhotoID>()
        var request: PageRequest? = firstPage
        while !progress.isFinished, let current = request {
            let page: PhotoPage
            do throws(DomainError) {
                if Task.isCancelled { throw .cancelled }
                page = try await fetch(target, current)
                if let failure = Self.failure(of: page.origin) { throw failure }
            } catch {
                throw .syncIncomplete(SyncFailure(progress: progress, cause: Task.isCancelled ? .cancelled : error))
            }
            let fresh = page.photos.filter { seen.insert($0.id).inserted }.count
            request = current.next
            progress.pagesSynced += 1
            progress.photosSynced += fresh
            progress.end = ListingEnd(sourceHasNext: page.hasNextPage, newItems: fresh, next: request, fromOfflineCopy: page.cachedAt != nil)
            report(progress)
        }
        return progress
    }

    private func fetch(_ target: SyncTarget, _ request: PageRequest) async throws(DomainError) -> PhotoPage {
        switch target {
        case .listing: try await repository.photos(request)
        case .search(let query): try await repository.search(query, page: request)
        }
    }

    /// Why a page from `origin` is not synced, or `nil` when it was stored fresh from the source.
    private static func failure(of origin: PhotoPage.Origin) -> DomainError? {
        switch origin {
        case .sourceStored: nil
        case .sourceNotStored(let failure): .storage(failure)
        case .offlineCopy(_, let outage?): DomainError(outage)
        case .offlineCopy(_, outage: nil), .source: .notCached
        }
    }
}
