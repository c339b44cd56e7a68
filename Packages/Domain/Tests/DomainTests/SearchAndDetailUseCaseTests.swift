import Foundation
import Domain
import DomainTesting
import Testing

@Suite("Search and detail use cases", .timeLimit(.minutes(1)))
struct SearchAndDetailUseCaseTests {
    @Test("given a query, when searched, then the repository receives that query and page")
    func searchForwards() async throws {
        let repository = FakePhotoRepository(search: { _, request in PhotoPage.fixture(page: request.page) })
        let query = try SearchQuery("forest")

        let page = try await DefaultSearchPhotosUseCase(repository: repository).execute(query, page: PageRequest(page: 2))

        #expect(page.page == 2)
        #expect(repository.calls == [.search(query, try PageRequest(page: 2))])
    }

    @Test("given a search listing, when pages are requested, then each becomes a search for the same query")
    func listingPagesThroughResults() async throws {
        let repository = FakePhotoRepository(search: { _, request in PhotoPage.fixture(page: request.page) })
        let query = try SearchQuery("lake")
        let listing = DefaultSearchPhotosUseCase(repository: repository).listing(for: query)

        _ = try await listing.execute(PageRequest(page: 1))
        _ = try await listing.execute(PageRequest(page: 2))

        #expect(repository.calls == [.search(query, try PageRequest(page: 1)), .search(query, try PageRequest(page: 2))])
    }

    @Test("given a known id, when its detail is fetched, then the repository's detail is returned")
    func detail() async throws {
        let repository = FakePhotoRepository(detail: { id in PhotoDetail.fixture(id: id.rawValue) })

        let detail = try await DefaultFetchPhotoDetailUseCase(repository: repository).execute("abc")

        #expect(detail == PhotoDetail.fixture(id: "abc"))
    }

    @Test("given an unknown id, when its detail is fetched, then notFound is passed on")
    func detailNotFound() async {
        let useCase = DefaultFetchPhotoDetailUseCase(repository: FakePhotoRepository())
        await #expect(throws: DomainError.notFound) { try await useCase.execute("missing") }
    }

    @Test(
        "given a favourite the offline copy lacks, when its detail is fetched offline or in an outage, then the favourite's snapshot stands in",
        arguments: [
            (DomainError.notCached, nil as SourceOutage?), (.rateLimited(resetsAt: nil), .rateLimited(resetsAt: nil)),
            (.connectivity(.timedOut), .unreachable(.timedOut)), (.sourceFailed(diagnosticCode: 503), .failed(diagnosticCode: 503)),
        ]
    )
    func favoriteStandsIn(failure: DomainError, outage: SourceOutage?) async throws {
        let favorites = InMemoryFavoritesRepository()
        let kept = Photo.fixture(id: "kept", description: "as it was added")
        _ = try await favorites.add(kept)
        let useCase = DefaultFetchPhotoDetailUseCase(repository: FakePhotoRepository(detail: { _ throws(DomainError) in throw failure }), favorites: favorites)

        let detail = try await useCase.execute("kept")

        #expect(detail.photo == kept)
        #expect(detail.origin == .favorite(outage: outage))
        #expect(detail.exif == nil && detail.location == nil && detail.tags.isEmpty)
    }

    @Test(
        "given a favourite, when the source refuses it, the cache fails or the fetch is cancelled, then that error is passed on, not the snapshot",
        arguments: [
            DomainError.notFound, .unauthorized, .invalidResponse("not a photo"), .connectivity(.responseTooLarge), .cancelled,
            .storage(StorageFailure(.cache, path: "/home/a/cache.sqlite", reason: .damaged)),
        ]
    )
    func refusalIsNotHidden(failure: DomainError) async throws {
        let favorites = InMemoryFavoritesRepository()
        _ = try await favorites.add(.fixture(id: "kept"))
        let useCase = DefaultFetchPhotoDetailUseCase(repository: FakePhotoRepository(detail: { _ throws(DomainError) in throw failure }), favorites: favorites)

        await #expect(throws: failure) { try await useCase.execute("kept") }
    }

    @Test("given favourites that cannot be read, when a photo the offline copy lacks is fetched, then notCached is reported, not the library's failure")
    func unreadableFavoritesKeepTheRepositoryError() async {
        let favorites = InMemoryFavoritesRepository(failure: .storage(StorageFailure(.library, path: "/home/a/library.sqlite", reason: .inUse)))
        let useCase = DefaultFetchPhotoDetailUseCase(repository: FakePhotoRepository(detail: { _ throws(DomainError) in throw .notCached }), favorites: favorites)

        await #expect(throws: DomainError.notCached) { try await useCase.execute("kept") }
    }

    @Test("given a photo that is not a favourite, when the offline copy lacks it, then notCached is reported")
    func otherPhotosStayNotCached() async throws {
        let favorites = InMemoryFavoritesRepository()
        _ = try await favorites.add(.fixture(id: "kept"))
        let useCase = DefaultFetchPhotoDetailUseCase(repository: FakePhotoRepository(detail: { _ throws(DomainError) in throw .notCached }), favorites: favorites)

        await #expect(throws: DomainError.notCached) { try await useCase.execute("other") }
    }
}

@Suite("Download use case", .timeLimit(.minutes(1)))
struct PrepareDownloadUseCaseTests {
    @Test("given a photo, when its download is prepared, then the repository is told and its link returned")
    func registersDownload() async throws {
        let link = try #require(URL(string: "https://files.example.test/photo-1.jpg"))
        let repository = FakePhotoRepository(download: { _ in link })

        let url = try await DefaultPrepareDownloadUseCase(repository: repository).execute(.fixture(id: "photo-1"))

        #expect(url == link)
        #expect(repository.calls == [.downloadLink("photo-1")])
    }

    @Test("given a source that refuses, when a download is prepared, then its error is passed on")
    func passesErrorsOn() async {
        let repository = FakePhotoRepository(download: { _ throws(DomainError) in throw .rateLimited(resetsAt: nil) })
        await #expect(throws: DomainError.rateLimited(resetsAt: nil)) {
            try await DefaultPrepareDownloadUseCase(repository: repository).execute(.fixture())
        }
    }
}
