public import Domain
public import Foundation
import Logging

/// The offline-first `PhotoRepository`: a decorator over a remote source and the ``PhotoCache``.
///
/// Online, every page comes from the source and replaces its cached copy; when the source cannot answer
/// now (unreachable, failing on its side, or rate limiting: a `SourceOutage`), the cached copy is served
/// instead. A refusal (a rejected key, no such page) or an answer that is not the data asked for is never
/// hidden behind an old copy. Offline, only the cache is read, and a page never cached is
/// `DomainError/notCached` (a page past the listing's last page stored is the empty page its source
/// answers there). Every page says where it came from in `PhotoPage/origin`: stored, not stored (and
/// why), or the offline copy (and why the source was not used), so a caller that must know (a sync)
/// decides by a value. The cache is disposable: online, a cache that fails to read or write is bypassed,
/// never fatal (logged at debug level, the page's origin saying it was not stored); offline, where the
/// cache is all there is, its failure is the answer.
public struct CachedPhotoRepository: PhotoRepository {
    /// Where pages come from.
    public enum Mode: Sendable {
        /// The source first, the cache when the source cannot answer now; a page the cache cannot store is
        /// returned as not stored.
        case networkFirst
        /// The cache only.
        case offline
        /// The source only, for a caller that checks every page was stored (`photolist sync`): a source
        /// that cannot answer is not answered from the old offline copy, and a page the cache cannot store
        /// is returned as not stored.
        case storingEachPage
    }

    private static let logger = Logger(label: "photolist.cache")

    private let remote: any PhotoRepository
    private let cache: PhotoCache
    private let source: String
    private let order: PhotoOrder?
    private let mode: Mode
    private let offlineDownloadRefusal: String

    /// Wraps `remote`. `source` names the source in the cache (e.g. `demo`, or `unsplash@https://…`), and
    /// `order` the listing's order, so different listings never share pages (``ListingKey``). Offline, a
    /// download is refused with `offlineDownloadRefusal`, which the app words (naming how it went offline).
    public init(
        remote: any PhotoRepository,
        cache: PhotoCache,
        source: String,
        order: PhotoOrder? = nil,
        mode: Mode,
        offlineDownloadRefusal: String = "downloads need the source, and this run reads only the offline copy"
    ) {
        self.remote = remote
        self.cache = cache
        self.source = source
        self.order = order
        self.mode = mode
        self.offlineDownloadRefusal = offlineDownloadRefusal
    }

    /// A page of the listing: from the source (and then cached), or from the cache. Offline, the cache is
    /// read on the caller's executor.
    nonisolated(nonsending) public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await page(request, key: ListingKey.photos(order: order, perPage: request.perPage)) { [remote] () async throws(DomainError) in
            try await remote.photos(request)
        }
    }

    /// A page of search results: from the source (and then cached), or from the cache. The cache key is
    /// the query as recent searches compare it, with its filters.
    nonisolated(nonsending) public func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        try await page(request, key: ListingKey.search(query, perPage: request.perPage)) { [remote] () async throws(DomainError) in
            try await remote.search(query, page: request)
        }
    }

    /// The photo's detail from the source (its photo then cached, so it can be shown offline); offline,
    /// or when the source cannot answer now, what the cache knows of it (no exif, place or tags).
    public func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        guard mode != .offline else {
            guard let cached = try cachedPhoto(id) else { throw .notCached }
            return Self.detail(of: cached, outage: nil)
        }
        do throws(DomainError) {
            let detail = try await remote.photo(id)
            do {
                try cache.store(detail.photo, source: source)
            } catch {
                // The detail is shown all the same; a cache that cannot take it is for --verbose to tell.
                Self.logger.debug("could not cache photo \(id.rawValue): \(error)")
            }
            return detail
        } catch {
            guard mode == .networkFirst, let outage = SourceOutage(error), let cached = try cachedPhoto(id) else { throw error }
            return Self.detail(of: cached, outage: outage)
        }
    }

    /// What the offline copy knows of a photo, as a detail marked as the copy's.
    private static func detail(of photo: Photo, outage: SourceOutage?) -> PhotoDetail {
        .keptCopy(of: photo, origin: .offlineCopy(outage: outage))
    }

    /// Downloads need the source; offline they are refused as something offline does not offer (not as a
    /// photo missing from the copy, which fetching it online would put there).
    public func downloadLink(for photo: Photo) async throws(DomainError) -> URL {
        guard mode != .offline else { throw .unsupported(offlineDownloadRefusal) }
        return try await remote.downloadLink(for: photo)
    }

    /// Offline, the cached page, read on the caller's executor (a view model's page turn does not leave the
    /// main actor for it); otherwise ``fetched(_:key:fetch:)``.
    nonisolated(nonsending) private func page(
        _ request: PageRequest,
        key: String,
        fetch: @Sendable () async throws(DomainError) -> PhotoPage
    ) async throws(DomainError) -> PhotoPage {
        guard mode != .offline else {
            guard let cached = try cachedPage(request.page, key: key, outage: nil) else { throw .notCached }
            return cached
        }
        return try await fetched(request, key: key, fetch: fetch)
    }

    /// The page from the source, then stored; the cached copy when the source cannot answer now and the
    /// mode allows. Off the caller's executor: the write waits for the disk.
    @concurrent private func fetched(
        _ request: PageRequest,
        key: String,
        fetch: @Sendable () async throws(DomainError) -> PhotoPage
    ) async throws(DomainError) -> PhotoPage {
        let page: PhotoPage
        do throws(DomainError) {
            page = try await fetch()
        } catch {
            guard mode == .networkFirst, let outage = SourceOutage(error), let cached = try? cachedPage(request.page, key: key, outage: outage) else {
                throw error
            }
            return cached
        }
        do throws(PersistenceError) {
            try cache.store(page, source: source, listKey: key)
        } catch {
            // The page's origin carries the failure, and the command or screen says it in its own words.
            Self.logger.debug("could not cache page \(request.page): \(error)")
            return page.with(origin: .sourceNotStored(error.storageFailure(in: .cache)))
        }
        return page.with(origin: .sourceStored)
    }

    /// The cached page (or, past the last page stored, the empty page its source answers there), or nil
    /// when there is none. A cache that cannot be read is a storage failure offline, where it is all there
    /// is; online it stands in for a source that cannot answer, whose failure is then the answer (the caller
    /// reads it with `try?`).
    private func cachedPage(_ number: Int, key: String, outage: SourceOutage?) throws(DomainError) -> PhotoPage? {
        do {
            var cached = try cache.page(number, source: source, listKey: key)
            if cached == nil { cached = try cache.pagePastTheEnd(number, source: source, listKey: key) }
            return cached.map {
                $0.page.with(origin: .offlineCopy(fetchedAt: $0.fetchedAt, outage: outage))
            }
        } catch {
            Self.logger.debug("could not read the cache: \(error)")
            throw .storage(error.storageFailure(in: .cache))
        }
    }

    /// The cached photo, or nil when there is none; a cache that cannot be read is a storage failure offline,
    /// and nothing to stand in for the source online.
    private func cachedPhoto(_ id: PhotoID) throws(DomainError) -> Photo? {
        do {
            return try cache.photo(id, source: source)
        } catch {
            Self.logger.debug("could not read the cache: \(error)")
            if mode == .offline { throw .storage(error.storageFailure(in: .cache)) }
            return nil
        }
    }
}
