import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

@Suite("DefaultSyncPhotosUseCase", .timeLimit(.minutes(1)))
struct SyncPhotosUseCaseTests {
    /// A listing of `lastPage` pages of three photos each, every page stored by the offline cache.
    private static func storingSource(lastPage: Int = 5) -> FakePhotoRepository {
        FakePhotoRepository(handler: { request in
            .fixture(page: request.page, hasNextPage: request.page < lastPage, origin: .sourceStored)
        })
    }

    private static func firstPage() throws(DomainError) -> PageRequest {
        try PageRequest(page: 1, perPage: 3)
    }

    @Test("given every page stored, when three pages are synced, then progress is reported after each page and all three count")
    func allPagesStored() async throws {
        let repository = Self.storingSource()
        let reports = Reports()

        let result = try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 3, from: Self.firstPage()) {
            reports.append($0)
        }

        #expect(reports.all.map(\.pagesSynced) == [1, 2, 3])
        #expect(result == SyncProgress(pagesRequested: 3, pagesSynced: 3, photosSynced: 9))
        #expect(repository.requests.map(\.page) == [1, 2, 3])
        #expect(repository.requests.allSatisfy { $0.perPage == 3 })
    }

    @Test("given a listing that ends on page 2, when five pages are asked for, then it stops after page 2 and says the end was reached")
    func stopsAtTheLastPage() async throws {
        let repository = Self.storingSource(lastPage: 2)

        let result = try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 5, from: Self.firstPage()) { _ in }

        #expect(result == SyncProgress(pagesRequested: 5, pagesSynced: 2, photosSynced: 6, end: .last))
        #expect(repository.requests.map(\.page) == [1, 2])
    }

    @Test("given a source that repeats page 1 as page 2 and claims more, when synced, then page 2 ends the sync since it added no photo")
    func stopsAtAPageWithNoNewPhoto() async throws {
        let repository = FakePhotoRepository(handler: { request in
            let first = PhotoPage.fixture(page: 1)
            return PhotoPage(photos: first.photos, page: request.page, hasNextPage: true, origin: .sourceStored)
        })

        let result = try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 5, from: Self.firstPage()) { _ in }

        #expect(result == SyncProgress(pagesRequested: 5, pagesSynced: 2, photosSynced: 3, end: .cutShort))
        #expect(repository.requests.map(\.page) == [1, 2])
    }

    @Test("given page 2 served from the offline copy because the source could not answer, when synced, then the sync fails with 1 page synced and why", arguments: [
        (SourceOutage.unreachable(.cannotConnect), DomainError.connectivity(.cannotConnect)),
        (.failed(diagnosticCode: 503), .sourceFailed(diagnosticCode: 503)), (.rateLimited(resetsAt: nil), .rateLimited(resetsAt: nil)),
    ])
    func offlineCopyFailsTheSync(outage: SourceOutage, cause: DomainError) async throws {
        let repository = FakePhotoRepository(handler: { request in
            request.page == 2
                ? PhotoPage.fixture(page: 2).with(origin: .offlineCopy(fetchedAt: Date(timeIntervalSince1970: 0), outage: outage))
                : PhotoPage.fixture(page: request.page, origin: .sourceStored)
        })
        let reports = Reports()

        let error = await #expect(throws: DomainError.self) {
            try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 3, from: Self.firstPage()) { reports.append($0) }
        }

        #expect(error == .syncIncomplete(SyncFailure(
            progress: SyncProgress(pagesRequested: 3, pagesSynced: 1, photosSynced: 3),
            cause: cause
        )))
        #expect(reports.all.map(\.pagesSynced) == [1])
        #expect(repository.requests.map(\.page) == [1, 2])
    }

    @Test("given a cache that cannot store page 3, when synced, then the sync fails with 2 pages synced and the cache's failure")
    func unstoredPageFailsTheSync() async throws {
        let locked = StorageFailure(.cache, path: "/c/cache.sqlite", reason: .inUse)
        let repository = FakePhotoRepository(handler: { request in
            .fixture(page: request.page, origin: request.page == 3 ? .sourceNotStored(locked) : .sourceStored)
        })

        let error = await #expect(throws: DomainError.self) {
            try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 4, from: Self.firstPage()) { _ in }
        }

        #expect(error == .syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 4, pagesSynced: 2, photosSynced: 6), cause: .storage(locked))))
    }

    @Test("given pages fresh from a source with no offline cache in between, when synced, then the first page fails the sync as not cached")
    func nothingStoresPages() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await DefaultSyncPhotosUseCase(repository: FakePhotoRepository(lastPage: 3)).execute(.listing, pages: 2, from: Self.firstPage()) { _ in }
        }

        #expect(error == .syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 2), cause: .notCached)))
    }

    @Test("given a source that fails on page 2, when synced, then the sync fails with 1 page synced and the source's error, and asks for no more")
    func sourceErrorMidway() async throws {
        let repository = FakePhotoRepository(handler: { request throws(DomainError) in
            if request.page == 2 { throw .sourceFailed(diagnosticCode: 503) }
            return .fixture(page: request.page, origin: .sourceStored)
        })

        let error = await #expect(throws: DomainError.self) {
            try await DefaultSyncPhotosUseCase(repository: repository).execute(.listing, pages: 3, from: Self.firstPage()) { _ in }
        }

        #expect(error == .syncIncomplete(SyncFailure(
            progress: SyncProgress(pagesRequested: 3, pagesSynced: 1, photosSynced: 3),
            cause: .sourceFailed(diagnosticCode: 503)
        )))
        #expect(repository.requests.map(\.page) == [1, 2])
    }

    @Test("given a sync cancelled while page 2 is in flight, when the source gives up, then it fails as cancelled with 1 page synced and page 3 is never asked for")
    func cancellation() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Int.self)
        let repository = FakePhotoRepository(handler: { request throws(DomainError) in
            startedContinuation.yield(request.page)
            guard request.page == 2 else { return .fixture(page: request.page, origin: .sourceStored) }
            // Waits without sleeping: iterating a stream that never yields ends when the task is cancelled.
            let (never, _) = AsyncStream.makeStream(of: Void.self)
            for await _ in never {}
            throw .connectivity(.interrupted)
        })
        let useCase = DefaultSyncPhotosUseCase(repository: repository)
        let task = Task { () throws(DomainError) -> SyncProgress in
            try await useCase.execute(.listing, pages: 3, from: Self.firstPage()) { _ in }
        }

        for await page in started where page == 2 { break }
        task.cancel()

        await #expect(throws: DomainError.syncIncomplete(SyncFailure(
            progress: SyncProgress(pagesRequested: 3, pagesSynced: 1, photosSynced: 3),
            cause: .cancelled
        ))) { try await task.value }
        #expect(repository.requests.map(\.page) == [1, 2])
    }

    @Test("given a search, when two pages are synced, then the search's pages are fetched, not the listing's")
    func syncsASearch() async throws {
        let repository = FakePhotoRepository(search: { _, request in .fixture(page: request.page, origin: .sourceStored) })
        let query = try SearchQuery("lake")

        let result = try await DefaultSyncPhotosUseCase(repository: repository).execute(.search(query), pages: 2, from: Self.firstPage()) { _ in }

        #expect(result.pagesSynced == 2)
        #expect(repository.calls == [.search(query, try Self.firstPage()), .search(query, try PageRequest(page: 2, perPage: 3))])
    }
}

/// Collects progress reports from a `@Sendable` callback.
private final class Reports: Sendable {
    private let reports = Mutex<[SyncProgress]>([])
    var all: [SyncProgress] { reports.withLock { $0 } }
    func append(_ progress: SyncProgress) { reports.withLock { $0.append(progress) } }
}
