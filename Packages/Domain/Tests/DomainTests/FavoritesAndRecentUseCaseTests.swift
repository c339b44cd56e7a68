import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

@Suite("Favourites and recent-search use cases", .timeLimit(.minutes(1)))
struct FavoritesAndRecentUseCaseTests {
    @Test("given a photo id, when added as a favourite, then the source's photo is stored with a full snapshot")
    func addByIDLooksUpThePhoto() async throws {
        let favorites = InMemoryFavoritesRepository()
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository(detail: { id in .fixture(id: id.rawValue) }))

        let added = try await useCase.add(id: "p7")

        #expect(added == .added(added.favorite))
        #expect(added.favorite.photo == Photo.fixture(id: "p7"))
        #expect(try await useCase.list().map(\.id) == ["p7"])
    }

    @Test("given a favourite, when it is added again by id, then it is left as it was and the source is not asked")
    func addingAKnownFavoriteAsksNoSource() async throws {
        let favorites = InMemoryFavoritesRepository()
        let stored = try await favorites.add(.fixture(id: "p7", description: "as stored")).favorite
        let lookups = Mutex(0)
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository(detail: { id in
            lookups.withLock { $0 += 1 }
            return .fixture(id: id.rawValue)
        }))

        let again = try await useCase.add(id: "p7")

        #expect(again == .alreadyFavorite(stored))
        #expect(lookups.withLock { $0 } == 0)
        #expect(try await favorites.favorites() == [stored])
    }

    @Test("given a photo another caller stores between the check for it and its addition, when added by id, then the outcome says it was a favourite already")
    func addedMeanwhileIsReportedAsKnown() async throws {
        let favorites = InMemoryFavoritesRepository()
        // The source's lookup is the moment between the use case's check and its write.
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository(detail: { id throws(DomainError) in
            _ = try await favorites.add(.fixture(id: id.rawValue))
            return .fixture(id: id.rawValue)
        }))

        let outcome = try await useCase.add(id: "p8")

        guard case .alreadyFavorite = outcome else {
            Issue.record("reported \(outcome), but another caller had added it")
            return
        }
        #expect(try await favorites.favorites().map(\.id) == ["p8"])
    }

    @Test("given an unknown id, when added, then not found is passed on and nothing is stored")
    func addUnknownID() async throws {
        let favorites = InMemoryFavoritesRepository()
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository())

        await #expect(throws: DomainError.notFound) { try await useCase.add(id: "nope") }
        #expect(try await favorites.favorites().isEmpty)
    }

    @Test("given a photo, when marked a favourite twice and then not, then it is added once, keeps its first date, and is removed, each answer the favourites after it")
    func mark() async throws {
        let clock = Mutex(0.0)
        let store = InMemoryFavoritesRepository(now: { Date(timeIntervalSince1970: clock.withLock { $0 += 1; return $0 }) })
        _ = try await store.add(.fixture(id: "kept"))
        let useCase = DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository())

        let added = try await useCase.mark(.fixture(id: "a"), asFavorite: true)
        let again = try await useCase.mark(.fixture(id: "a", likes: 9), asFavorite: true)
        let removed = try await useCase.mark(.fixture(id: "a"), asFavorite: false)
        let removedAgain = try await useCase.mark(.fixture(id: "a"), asFavorite: false)

        #expect(added.map(\.id) == ["a", "kept"])
        #expect(again.map(\.id) == ["a", "kept"])
        #expect(again.first?.addedAt == added.first?.addedAt && again.first?.photo.likes == 9)
        #expect(removed.map(\.id) == ["kept"])
        #expect(removedAgain.map(\.id) == ["kept"])
        #expect(store.favoritesReads == 0)
    }

    @Test("given a store that cannot be written, when a photo is marked, then the store's error passes on")
    func markFailure() async throws {
        let failure = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .inUse))
        let useCase = DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(failure: failure), photos: FakePhotoRepository())

        await #expect(throws: failure) { try await useCase.mark(.fixture(id: "a"), asFavorite: true) }
    }

    @Test("given recorded queries, when one is recorded again in other case, then it moves to the front once")
    func recentUseCaseRecordsNewestFirst() async throws {
        let useCase = DefaultRecentSearchesUseCase(repository: InMemoryRecentSearchesRepository())

        try await useCase.record(SearchQuery("lake"), resultCount: 3)
        try await useCase.record(SearchQuery("forest"), resultCount: 3)
        try await useCase.record(SearchQuery("LAKE"), resultCount: 3)

        #expect(try await useCase.list() == ["LAKE", "forest"])
    }

    @Test("given a committed query with surrounding spaces that found results, when recorded, then it leads the recent searches, trimmed")
    func recordsAFoundQueryTrimmed() async throws {
        let recents = InMemoryRecentSearchesRepository()

        let recorded = try await DefaultRecentSearchesUseCase(repository: recents).record(SearchQuery("  mountain lake "), resultCount: 30)

        #expect(recorded)
        #expect(try await recents.recentQueries() == ["mountain lake"])
    }

    @Test("given a committed query that found nothing, when recorded, then nothing is written")
    func neverRecordsAnEmptyResult() async throws {
        let recents = InMemoryRecentSearchesRepository()

        let recorded = try await DefaultRecentSearchesUseCase(repository: recents).record(SearchQuery("nothing"), resultCount: 0)

        #expect(!recorded)
        #expect(recents.recordCalls == 0)
        #expect(try await recents.recentQueries().isEmpty)
    }

    @Test("given a query just recorded, when the same search is committed again, then it is written once")
    func recordsOnce() async throws {
        let recents = InMemoryRecentSearchesRepository()
        let useCase = DefaultRecentSearchesUseCase(repository: recents)

        let first = try await useCase.record(SearchQuery("lake"), resultCount: 3)
        let again = try await useCase.record(SearchQuery(" lake"), resultCount: 3)

        #expect(first && !again)
        #expect(recents.recordCalls == 1)
        #expect(try await recents.recentQueries() == ["lake"])
    }

    @Test("given a store that cannot be written, when a found query is recorded, then the store's error passes on for the caller to report")
    func recordingFailurePassesOn() async throws {
        let failure = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))
        let useCase = DefaultRecentSearchesUseCase(repository: InMemoryRecentSearchesRepository(failure: failure))

        await #expect(throws: failure) { try await useCase.record(SearchQuery("lake"), resultCount: 3) }
    }

    @Test("given twelve queries with a repeat in other case, when recorded, then ten distinct remain, newest first")
    func recentRules() async throws {
        let recents = InMemoryRecentSearchesRepository()
        for text in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "  A "] {
            try await recents.record(SearchQuery(text))
        }

        #expect(try await DefaultRecentSearchesUseCase(repository: recents).list() == ["A", "k", "j", "i", "h", "g", "f", "e", "d", "c"])
    }
}
