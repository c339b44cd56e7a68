import Domain
import DomainTesting
import Foundation
@testable import Persistence
import Testing

/// Every page `CachedPhotoRepository` returns says where it came from, so a sync decides by a value
/// whether a page was stored.
@Suite("CachedPhotoRepository says where each page came from", .timeLimit(.minutes(1)))
struct CachedPhotoRepositoryOriginTests {
    private let folder: TemporaryFolder
    private var cachePath: String { folder.path("cache.sqlite") }

    init() throws {
        folder = try TemporaryFolder("cachedorigin")
    }

    private static let unreachable = FakePhotoRepository(
        handler: { _ throws(DomainError) in throw .connectivity(.cannotConnect) },
        search: { _, _ throws(DomainError) in throw .connectivity(.cannotConnect) }
    )

    private func repository(_ remote: any PhotoRepository, _ mode: CachedPhotoRepository.Mode, cache: PhotoCache? = nil) throws -> CachedPhotoRepository {
        CachedPhotoRepository(remote: remote, cache: try cache ?? PhotoCache(path: cachePath), source: "demo", mode: mode)
    }

    @Test("given a reachable source, when a page is fetched in either online mode, then it comes back marked as stored", arguments: [
        CachedPhotoRepository.Mode.networkFirst, .storingEachPage,
    ])
    func storedPage(mode: CachedPhotoRepository.Mode) async throws {
        let page = try await repository(FakePhotoRepository(lastPage: 3), mode).photos(.first)

        #expect(page.origin == .sourceStored)
        #expect(page.cachedAt == nil)
    }

    @Test("given a cached page and a source that cannot answer now, when fetched network first, then the offline copy says why the source was not used", arguments: [
        DomainError.connectivity(.cannotConnect), .sourceFailed(diagnosticCode: 503), .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_800_000_000)),
    ])
    func offlineCopySaysWhy(failure: DomainError) async throws {
        let search = FakePhotoRepository(search: { _, request in .fixture(page: request.page) })
        _ = try await repository(search, .networkFirst).search(SearchQuery("lake"), page: .first)
        let failing = FakePhotoRepository(search: { _, _ throws(DomainError) in throw failure })

        let page = try await repository(failing, .networkFirst).search(SearchQuery("lake"), page: .first)

        guard case .offlineCopy(_, let outage?) = page.origin else {
            Issue.record("origin: \(page.origin)")
            return
        }
        #expect(DomainError(outage) == failure)
        #expect(page.cachedAt != nil)
    }

    @Test("given a cached photo and a source failing on its side, when its detail is asked network first, then what the cache knows of it is shown, marked as the copy and why")
    func aFailingSourceDetailFallsBack() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 3), .networkFirst).photos(.first)
        let cachedID = try #require(try await repository(Self.unreachable, .offline).photos(.first).photos.first?.id)
        let failing = FakePhotoRepository(detail: { _ throws(DomainError) in throw .sourceFailed(diagnosticCode: 502) })

        let detail = try await repository(failing, .networkFirst).photo(cachedID)
        let offline = try await repository(failing, .offline).photo(cachedID)

        #expect(detail.photo.id == cachedID)
        #expect(detail.exif == nil)
        #expect(detail.origin == .offlineCopy(outage: .failed(diagnosticCode: 502)))
        #expect(offline.origin == .offlineCopy(outage: nil))
    }

    @Test("given a cached photo, when the source refuses its detail (404, 401) or is asked storing each page, then the source's error is thrown, not the copy", arguments: [
        (DomainError.notFound, CachedPhotoRepository.Mode.networkFirst), (.unauthorized, .networkFirst), (.sourceFailed(diagnosticCode: 503), .storingEachPage),
    ])
    func aDetailRefusalIsNotHidden(failure: DomainError, mode: CachedPhotoRepository.Mode) async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 3), .networkFirst).photos(.first)
        let cachedID = try #require(try await repository(Self.unreachable, .offline).photos(.first).photos.first?.id)
        let refusing = FakePhotoRepository(detail: { _ throws(DomainError) in throw failure })

        await #expect(throws: failure) {
            try await repository(refusing, mode).photo(cachedID)
        }
    }

    @Test("given nothing cached, when the source cannot answer now, then its failure is thrown, for a page and for a detail", arguments: [
        DomainError.sourceFailed(diagnosticCode: 503), .rateLimited(resetsAt: nil), .connectivity(.timedOut),
    ])
    func anOutageWithNothingCachedIsThrown(failure: DomainError) async throws {
        let failing = FakePhotoRepository(handler: { _ throws(DomainError) in throw failure }, detail: { _ throws(DomainError) in throw failure })

        await #expect(throws: failure) { try await repository(failing, .networkFirst).photos(.first) }
        await #expect(throws: failure) { try await repository(failing, .networkFirst).photo("never-cached") }
    }

    @Test("given a cached page, when read offline, then it is the offline copy with no source failure, since the source was not asked")
    func offlineReadNamesNoFailure() async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 3), .networkFirst).photos(.first)

        let page = try await repository(Self.unreachable, .offline).photos(.first)

        guard case .offlineCopy(_, let outage) = page.origin else {
            Issue.record("origin: \(page.origin)")
            return
        }
        #expect(outage == nil)
    }

    @Test("given a cached page and a source that cannot answer now, when fetched storing each page, then the failure is thrown instead of the old copy", arguments: [
        DomainError.connectivity(.cannotConnect), .sourceFailed(diagnosticCode: 503), .rateLimited(resetsAt: nil),
    ])
    func storingEachPageServesNoOldCopy(failure: DomainError) async throws {
        _ = try await repository(FakePhotoRepository(lastPage: 3), .networkFirst).photos(.first)
        let failing = FakePhotoRepository(handler: { _ throws(DomainError) in throw failure })

        await #expect(throws: failure) {
            try await repository(failing, .storingEachPage).photos(.first)
        }
    }

    @Test("given another connection holding the cache's write lock, when a page is fetched, then it comes back whole, marked as not stored because the cache is in use", arguments: [
        CachedPhotoRepository.Mode.networkFirst, .storingEachPage,
    ])
    func unstoredPageSaysWhy(mode: CachedPhotoRepository.Mode) async throws {
        try PhotoCache(path: cachePath).store(.fixture(page: 9), source: "demo", listKey: "other")
        let (cache, _) = try PhotoCache.openRecovering(path: cachePath, wait: ManualLockClock().wait(timeout: .zero))
        let writer = try WriteTransactionHolder(cachePath)
        defer { try? writer.release() }

        let page = try await repository(FakePhotoRepository(lastPage: 3), mode, cache: cache).photos(.first)

        #expect(page.photos == PhotoPage.fixture(page: 1).photos)
        #expect(page.origin == .sourceNotStored(StorageFailure(.cache, path: cachePath, reason: .inUse)))
    }
}
