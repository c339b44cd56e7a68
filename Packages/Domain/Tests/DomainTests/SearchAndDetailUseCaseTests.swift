import Domain
import DomainTesting
import Testing

@Suite("Search and detail use cases")
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
}
