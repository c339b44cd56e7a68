import Domain
import DomainTesting
import Testing

@Suite("Topics, collections, feeds and random picks", .timeLimit(.minutes(1)))
struct BrowsingUseCaseTests {
    @Test("given topics with a repeated slug, when fetched, then each slug appears once, the first kept, and the page asked passes on")
    func topicsDropRepeatedSlugs() async throws {
        let repository = FakeTopicsRepository(topics: [.fixture(slug: "nature", title: "first"), .fixture(slug: "film"), .fixture(slug: "nature", title: "again")])

        let page = try await DefaultFetchTopicsUseCase(repository: repository).execute(PageRequest(page: 2, perPage: 10))

        #expect(page.items.map(\.title) == ["first", "Film"])
        #expect(repository.requests == [try PageRequest(page: 2, perPage: 10)])
    }

    @Test("given collections with a repeated id, when fetched, then each appears once; a failing repository's error passes on")
    func collectionsDropRepeatedIDs() async throws {
        let repository = FakeCollectionsRepository(collections: [.fixture(id: "-4G"), .fixture(id: "7"), .fixture(id: "-4G", title: "again")])

        let page = try await DefaultFetchCollectionsUseCase(repository: repository).execute(.first)

        #expect(page.items.map(\.id) == ["-4G", "7"])
        await #expect(throws: DomainError.rateLimited(resetsAt: nil)) {
            try await DefaultFetchCollectionsUseCase(repository: FakeCollectionsRepository(failingWith: .rateLimited(resetsAt: nil))).execute(.first)
        }
    }

    @Test("given a feed, when listed page by page, then each page of that feed is asked for; an empty name is refused without asking")
    func feedListingPages() async throws {
        let repository = FakePhotoFeedRepository()
        let listing = FeedListing(.topic("-film"), repository: repository)

        let first = try await listing.execute(.first)
        let second = try await listing.execute(try #require(PageRequest.first.next))

        #expect(first.photos.map(\.id.rawValue) == ["-film-1-1", "-film-1-2", "-film-1-3"])
        #expect(second.page == 2)
        #expect(repository.calls == ["topic:-film/1", "topic:-film/2"])
        await #expect(throws: DomainError.invalidRequest("the name of the topic, collection or photographer is empty")) {
            try await FeedListing(.photographer(""), repository: repository).execute(.first)
        }
        #expect(repository.calls.count == 2)
    }

    @Test("given a random pick, when listed, then one page holds the pick without repeats, with the source's quota, and no page follows; a count out of range is refused")
    func randomListing() async throws {
        let quota = RateLimitStatus(remaining: 41, limit: 50)
        let repository = FakePhotoFeedRepository(random: { _ in
            PhotoPage(photos: [.fixture(id: "a"), .fixture(id: "b"), .fixture(id: "a")], page: 1, hasNextPage: true, rateLimit: quota)
        })
        let listing = try RandomPhotosListing(count: 3, repository: repository)

        let page = try await listing.execute(.first)
        let later = try await listing.execute(try #require(PageRequest.first.next))

        #expect(page.photos.map(\.id.rawValue) == ["a", "b"])
        #expect(page.rateLimit == quota)
        #expect(!page.hasNextPage && later.photos.isEmpty)
        #expect(repository.calls == ["random:3"])
        #expect(throws: DomainError.self) { try RandomPhotosListing(count: 0, repository: repository) }
        #expect(throws: DomainError.self) { try RandomPhotosListing(count: 31, repository: repository) }
    }

    @Test("given a username, when the photographer is fetched, then the source's profile comes back; an empty one is refused")
    func photographer() async throws {
        let profile = PhotographerProfile(author: Photo.fixture().author, location: "Oslo", bio: nil, portfolioURLText: nil, totalPhotos: 3)
        let repository = FakePhotoFeedRepository(profile: { _ in profile })

        #expect(try await DefaultFetchPhotographerUseCase(repository: repository).execute("ansel") == profile)
        await #expect(throws: DomainError.self) { try await DefaultFetchPhotographerUseCase(repository: repository).execute("") }
        #expect(repository.calls == ["photographer:ansel"])
    }
}
