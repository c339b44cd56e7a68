import Domain
import DomainTesting
import Foundation
import GRDB
import Persistence
import Synchronization
import Testing

@Suite("CachedPhotoRepository over a fake source and a real cache file", .timeLimit(.minutes(1)))
struct CachedPhotoRepositoryTests {
    private let cache: PhotoCache
    private let folder: TemporaryFolder
    private var path: String { folder.path("cache.sqlite") }

    init() throws {
        let folder = try TemporaryFolder("cachedrepo")
        self.folder = folder
        cache = try PhotoCache(path: folder.path("cache.sqlite"))
    }

    private func repository(_ remote: any PhotoRepository, _ mode: CachedPhotoRepository.Mode) -> CachedPhotoRepository {
        CachedPhotoRepository(remote: remote, cache: cache, source: "demo", mode: mode)
    }

    private static let offlineSource = FakePhotoRepository(
        handler: { _ throws(DomainError) in throw .connectivity(.cannotConnect) },
        search: { _, _ throws(DomainError) in throw .connectivity(.cannotConnect) },
        detail: { _ throws(DomainError) in throw .connectivity(.cannotConnect) }
    )

    @Test("given pages fetched online, when read offline, then the same photos come back marked as cached")
    func offlineReadsWhatOnlineWrote() async throws {
        let online = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(PageRequest(page: 3, perPage: 3))

        let offline = try await repository(Self.offlineSource, .offline).photos(PageRequest(page: 3, perPage: 3))

        #expect(online.cachedAt == nil)
        #expect(offline.photos == online.photos)
        #expect(offline.hasNextPage == online.hasNextPage)
        #expect(offline.cachedAt != nil)
    }

    @Test("given a photo opened online on its own (not through a page), when opened offline, then its cached copy comes back")
    func openedPhotoIsKeptForOffline() async throws {
        let id: PhotoID = "opened-alone"
        let source = FakePhotoRepository(detail: { id throws(DomainError) in
            PhotoDetail(photo: .fixture(id: id.rawValue), exif: nil, location: nil, tags: ["lake"], downloads: 3)
        })

        let online = try await repository(source, .networkFirst).photo(id)
        let offline = try await repository(Self.offlineSource, .offline).photo(id)

        #expect(offline.photo == online.photo)
        #expect(offline.tags.isEmpty)  // what the cache keeps is the photo, not its extras
    }

    @Test("given a page never fetched, when read offline, then it is notCached and the source is not asked")
    func offlineMiss() async throws {
        let source = FakePhotoRepository(lastPage: 5)
        await #expect(throws: DomainError.notCached) {
            try await repository(source, .offline).photos(PageRequest(page: 2))
        }
        #expect(source.calls.isEmpty)
    }

    @Test("given a search fetched to its last page, when a page past it is read offline or in an outage, then it is the empty page the source answers there, with the last page's counts; before the last page is known, it is notCached")
    func pastTheLastStoredPage() async throws {
        let source = FakePhotoRepository(search: { _, request throws(DomainError) in
            PhotoPage(photos: [.fixture(id: "p\(request.page)")], page: request.page, hasNextPage: request.page < 2, total: 2, totalPages: 2)
        })
        let query = try SearchQuery("fog")
        _ = try await repository(source, .networkFirst).search(query, page: PageRequest(page: 1, perPage: 1))
        await #expect(throws: DomainError.notCached) {
            try await repository(Self.offlineSource, .offline).search(query, page: PageRequest(page: 3, perPage: 1))
        }
        _ = try await repository(source, .networkFirst).search(query, page: PageRequest(page: 2, perPage: 1))

        let offline = try await repository(Self.offlineSource, .offline).search(query, page: PageRequest(page: 1_000, perPage: 1))
        let outage = try await repository(Self.offlineSource, .networkFirst).search(query, page: PageRequest(page: 3, perPage: 1))
        let last = try await repository(Self.offlineSource, .offline).search(query, page: PageRequest(page: 2, perPage: 1))

        #expect(offline.photos.isEmpty && offline.page == 1_000 && !offline.hasNextPage && offline.totalPages == 2 && offline.total == 2)
        #expect(offline.cachedAt != nil)
        #expect(outage.photos.isEmpty && outage.page == 3 && outage.totalPages == 2 && outage.cachedAt != nil)
        #expect(last.photos.map(\.id) == ["p2"])
    }

    @Test("given a listing whose stored last page has a later page stored since (the listing grew), when a page past that old last is read offline, then it is notCached, not an empty page past the end")
    func aStaleLastPageIsNoEnd() async throws {
        let pages = Mutex([1: false, 2: false])  // page → has a next page
        let source = FakePhotoRepository { request throws(DomainError) in
            PhotoPage(photos: [.fixture(id: "p\(request.page)")], page: request.page, hasNextPage: pages.withLock { $0[request.page] ?? true })
        }
        _ = try await repository(source, .networkFirst).photos(PageRequest(page: 2, perPage: 1))
        _ = try await repository(source, .networkFirst).photos(PageRequest(page: 4, perPage: 1))

        await #expect(throws: DomainError.notCached) {
            try await repository(Self.offlineSource, .offline).photos(PageRequest(page: 3, perPage: 1))
        }
        await #expect(throws: DomainError.notCached) {
            try await repository(Self.offlineSource, .offline).photos(PageRequest(page: 5, perPage: 1))
        }
    }

    @Test("given a cache whose tables another program dropped, when read offline, then the answer is a storage failure of the cache, not notCached; online with an unreachable source, the source's failure is the answer")
    func unreadableCacheIsSaidOffline() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(PageRequest(page: 1, perPage: 3))
        let other = try DatabaseQueue(path: path)
        try await other.write { db in
            try db.execute(sql: "DROP TABLE listingPage")
            try db.execute(sql: "DROP TABLE pageEntry")
            try db.execute(sql: "DROP TABLE photo")
        }
        try other.close()

        await #expect {
            try await repository(Self.offlineSource, .offline).photos(PageRequest(page: 1, perPage: 3))
        } throws: { error in
            guard case .storage(let failure) = error as? DomainError else { return false }
            return failure.store == .cache
        }
        await #expect {
            try await repository(Self.offlineSource, .offline).photo("1-1")
        } throws: { error in
            guard case .storage(let failure) = error as? DomainError else { return false }
            return failure.store == .cache
        }
        await #expect(throws: DomainError.connectivity(.cannotConnect)) {
            try await repository(Self.offlineSource, .networkFirst).photos(PageRequest(page: 1, perPage: 3))
        }
    }

    @Test("given a cached page and an unreachable source, when fetched online, then the cached copy is served as stale")
    func fallsBackOnConnectivityFailure() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(.first)

        let page = try await repository(Self.offlineSource, .networkFirst).photos(.first)

        #expect(page.photos.map(\.id) == PhotoPage.fixture(page: 1).photos.map(\.id))
        #expect(page.cachedAt != nil)
    }

    @Test("given a cached page and a source that refuses (404, 401, 403, another 4xx, a malformed answer), when fetched, then the error is not hidden by the cache", arguments: [
        DomainError.notFound, .unauthorized, .forbidden, .sourceRefused(diagnosticCode: 400), .invalidResponse("not JSON"),
    ])
    func otherErrorsPassThrough(error: DomainError) async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(.first)
        let failing = FakePhotoRepository(handler: { _ throws(DomainError) in throw error })

        await #expect(throws: error) { try await repository(failing, .networkFirst).photos(.first) }
    }

    @Test("given a page fetched twice online, when the source changed, then the refresh replaces the cached page")
    func refreshReplaces() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(.first)
        let changed = FakePhotoRepository(handler: { _ in PhotoPage(photos: [.fixture(id: "fresh")], page: 1, hasNextPage: false) })
        _ = try await repository(changed, .networkFirst).photos(.first)

        #expect(try await repository(Self.offlineSource, .offline).photos(.first).photos.map(\.id) == ["fresh"])
    }

    @Test("given a search fetched online, when the same query in other case is read offline, then it hits; another query or size misses")
    func searchKeys() async throws {
        let source = FakePhotoRepository(search: { _, request in .fixture(page: request.page) })
        _ = try await repository(source, .networkFirst).search(SearchQuery("Lake"), page: .first)
        let offline = repository(Self.offlineSource, .offline)

        #expect(try await offline.search(SearchQuery(" lake "), page: .first).photos.count == 3)
        await #expect(throws: DomainError.notCached) { try await offline.search(SearchQuery("lake", orientation: .portrait), page: .first) }
        await #expect(throws: DomainError.notCached) { try await offline.search(SearchQuery("lake"), page: PageRequest(page: 1, perPage: 10)) }
    }

    @Test("given a photo seen in a cached page, when its detail is asked offline, then the cached photo is served without extras")
    func detailFromCache() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 5), .networkFirst).photos(.first)

        let detail = try await repository(Self.offlineSource, .offline).photo("1-2")

        #expect(detail.photo == PhotoPage.fixture(page: 1).photos[1])
        #expect(detail.exif == nil && detail.tags.isEmpty)
        await #expect(throws: DomainError.notCached) { try await repository(Self.offlineSource, .offline).photo("zz") }
    }

    @Test("given offline, when a download's link is asked for, then it is refused as something offline does not offer, in the app's words, not as a photo missing from the copy, and the source is not asked")
    func downloadsAreRefusedOffline() async throws {
        let worded = CachedPhotoRepository(remote: Self.offlineSource, cache: cache, source: "demo", mode: .offline, offlineDownloadRefusal: "the app's words")
        let error = await #expect(throws: DomainError.self) { try await worded.downloadLink(for: .fixture(id: "1-2")) }
        let unworded = await #expect(throws: DomainError.self) {
            try await repository(Self.offlineSource, .offline).downloadLink(for: .fixture(id: "1-2"))
        }

        #expect(error == .unsupported("the app's words"))
        guard case .unsupported(let reason)? = unworded else {
            Issue.record("\(String(describing: unworded))")
            return
        }
        #expect(!reason.contains("--"), "Data names no option of the app's: \(reason)")
    }
}
