import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Leaving sponsored photos out", .timeLimit(.minutes(1)))
struct SponsoredPhotosFilterTests {
    /// Pages of three photos; the photos `sponsored` names are sponsored.
    private static func repository(sponsored: Set<String>, lastPage: Int = 5) -> FakePhotoRepository {
        FakePhotoRepository(
            handler: { request in
                let photos = (1...3).map { "\(request.page)-\($0)" }.map { Photo.fixture(id: $0, sponsor: sponsored.contains($0) ? "Surface" : nil) }
                return PhotoPage(photos: photos, page: request.page, hasNextPage: request.page < lastPage, total: 15, totalPages: lastPage)
            },
            search: { _, request in
                let photos = (1...3).map { "s\(request.page)-\($0)" }.map { Photo.fixture(id: $0, sponsor: sponsored.contains($0) ? "Surface" : nil) }
                return PhotoPage(photos: photos, page: request.page, hasNextPage: request.page < lastPage)
            }
        )
    }

    @Test("given a page with a sponsored photo, when listed without sponsored photos, then the others stay in order, the paging facts are the page's, and one photo is said to be left out")
    func leavesTheOthers() async throws {
        let repository = Self.repository(sponsored: ["1-2"])

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 1, perPage: 3))

        #expect(page.photos.map(\.id.rawValue) == ["1-1", "1-3"])
        #expect(page.page == 1 && page.hasNextPage && page.total == 15 && page.totalPages == 5)
        #expect(page.sponsoredLeftOut == 1)
    }

    @Test("given a page of nothing but sponsored photos, when listed without them, then the next page is answered instead, so the listing does not end")
    func passesOverAWhollySponsoredPage() async throws {
        let repository = Self.repository(sponsored: ["2-1", "2-2", "2-3"])

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 2, perPage: 3))

        #expect(page.page == 3)
        #expect(page.photos.map(\.id.rawValue) == ["3-1", "3-2", "3-3"])
        #expect(repository.requests.map(\.page) == [2, 3])
        #expect(page.sponsoredLeftOut == 3)
        #expect(page.onlySponsoredPages == nil)
    }

    @Test("given a source whose every page is sponsored, when listed without them, then a bounded number of pages is asked, and an empty page answered that counts every photo left out and still has a next page")
    func boundsTheSkipping() async throws {
        let everything = Set((1...9).flatMap { page in (1...3).map { "\(page)-\($0)" } })
        let repository = Self.repository(sponsored: everything, lastPage: 9)

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 1, perPage: 3))

        #expect(page.photos.isEmpty)
        #expect(repository.requests.count == 4)
        #expect(page.page == 4 && page.hasNextPage)
        #expect(page.sponsoredLeftOut == 12)
        #expect(page.onlySponsoredPages == 1...4)
    }

    @Test("given pages of nothing but sponsored photos followed by a last page the source sent empty, when listed without them, then the empty answer names only the sponsored pages as holding nothing else")
    func anEmptyLastPageIsNotCountedAmongTheSponsoredOnes() async throws {
        let repository = FakePhotoRepository { request in
            let photos = request.page < 4 ? (1...3).map { Photo.fixture(id: "\(request.page)-\($0)", sponsor: "Surface") } : []
            return PhotoPage(photos: photos, page: request.page, hasNextPage: request.page < 4)
        }

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 2, perPage: 3))

        #expect(repository.requests.map(\.page) == [2, 3, 4])
        #expect(page.page == 4 && page.photos.isEmpty && !page.hasNextPage)
        #expect(page.sponsoredLeftOut == 6)
        #expect(page.onlySponsoredPages == 2...3)
    }

    @Test("given a page the source sent empty, when listed without sponsored photos, then no page is said to have held only sponsored photos")
    func anEmptyPageAloneNamesNoSponsoredPages() async throws {
        let repository = FakePhotoRepository { request in PhotoPage(photos: [], page: request.page, hasNextPage: false) }

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 1, perPage: 3))

        #expect(page.sponsoredLeftOut == 0 && page.onlySponsoredPages == nil)
    }

    @Test("given a wholly sponsored page whose next page the offline copy lacks, when listed without them, then that page is the answer, its photos counted once")
    func offlineCountsThePageInHandOnce() async throws {
        let repository = FakePhotoRepository { request throws(DomainError) in
            guard request.page == 1 else { throw .notCached }
            return PhotoPage(photos: (1...3).map { Photo.fixture(id: "1-\($0)", sponsor: "Surface") }, page: 1, hasNextPage: true)
        }

        let page = try await ListingWithoutSponsoredPhotos(DefaultFetchPhotosUseCase(repository: repository)).execute(PageRequest(page: 1, perPage: 3))

        #expect(page.page == 1 && page.photos.isEmpty)
        #expect(page.sponsoredLeftOut == 3)
        #expect(page.onlySponsoredPages == 1...1)
    }

    @Test("given search results with a sponsored photo, when searched without sponsored photos, then it is left out")
    func searchLeavesThemOut() async throws {
        let repository = Self.repository(sponsored: ["s1-1"])
        let search = SearchWithoutSponsoredPhotos(DefaultSearchPhotosUseCase(repository: repository))

        let page = try await search.execute(try SearchQuery("kites"), page: PageRequest(page: 1, perPage: 3))

        #expect(page.photos.map(\.id.rawValue) == ["s1-2", "s1-3"])
    }

    @Test("given an Unsplash+ photo, when its download is prepared, then it is refused as needing a subscription and the source is not asked")
    func plusDownloadIsRefused() async throws {
        let repository = FakePhotoRepository()

        await #expect(throws: DomainError.subscriptionRequired) {
            try await DefaultPrepareDownloadUseCase(repository: repository).execute(.fixture(isPlus: true))
        }
        #expect(repository.calls.isEmpty)
        #expect(try await DefaultPrepareDownloadUseCase(repository: repository).execute(.fixture()) == Photo.fixture().urls.full)
    }
}
