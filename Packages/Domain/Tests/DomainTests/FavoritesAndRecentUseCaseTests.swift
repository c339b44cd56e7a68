import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

@Suite("Favourites and recent-search use cases")
struct FavoritesAndRecentUseCaseTests {
    @Test("given a photo id, when added as a favourite, then the source's photo is stored with a full snapshot")
    func addByIDLooksUpThePhoto() async throws {
        let favorites = InMemoryFavoritesRepository()
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository(detail: { id in .fixture(id: id.rawValue) }))

        let added = try await useCase.add(id: "p7")

        #expect(added.photo == Photo.fixture(id: "p7"))
        #expect(try await useCase.list().map(\.id) == ["p7"])
    }

    @Test("given an unknown id, when added, then not found is passed on and nothing is stored")
    func addUnknownID() async throws {
        let favorites = InMemoryFavoritesRepository()
        let useCase = DefaultFavoritesUseCase(favorites: favorites, photos: FakePhotoRepository())

        await #expect(throws: DomainError.notFound) { try await useCase.add(id: "nope") }
        #expect(try await favorites.favorites().isEmpty)
    }

    @Test("given a photo, when toggled twice, then it is a favourite after the first and not after the second")
    func toggle() async throws {
        let useCase = DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository())

        #expect(try await useCase.toggle(.fixture(id: "a")))
        #expect(try await useCase.list().map(\.id) == ["a"])
        #expect(try await !useCase.toggle(.fixture(id: "a")))
        #expect(try await useCase.list().isEmpty)
    }

    @Test("given recorded queries, when one is recorded again in other case, then it moves to the front once")
    func recentUseCaseRecordsNewestFirst() async throws {
        let useCase = DefaultRecentSearchesUseCase(repository: InMemoryRecentSearchesRepository())

        try await useCase.record(SearchQuery("lake"))
        try await useCase.record(SearchQuery("forest"))
        try await useCase.record(SearchQuery("LAKE"))

        #expect(try await useCase.list() == ["LAKE", "forest"])
    }

    @Test("given a successful first page, when searched, then the query is recorded; later pages and failures are not")
    func recordsSuccessfulSearches() async throws {
        let recents = InMemoryRecentSearchesRepository()
        let repository = FakePhotoRepository(search: { query, request throws(DomainError) in
            if query.text == "broken" { throw .sourceFailed(diagnosticCode: 500) }
            return .fixture(page: request.page)
        })
        let search = RecordingSearchPhotosUseCase(search: DefaultSearchPhotosUseCase(repository: repository), recents: recents)

        _ = try await search.execute(SearchQuery("lake"), page: .first)
        _ = try await search.execute(SearchQuery("forest"), page: PageRequest(page: 2))
        _ = try? await search.execute(SearchQuery("broken"), page: .first)

        #expect(try await recents.recentQueries() == ["lake"])
    }

    @Test("given a store that cannot be written, when a search succeeds, then the results still come back and the failure is reported")
    func recordingFailureIsNotFatal() async throws {
        let reported = ReportedErrors()
        let search = RecordingSearchPhotosUseCase(
            search: DefaultSearchPhotosUseCase(repository: FakePhotoRepository(search: { _, request in .fixture(page: request.page) })),
            recents: InMemoryRecentSearchesRepository(failure: .storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))),
            onRecordingFailure: { reported.append($0) }
        )

        let page = try await search.execute(SearchQuery("lake"), page: .first)

        #expect(page.photos.count == 3)
        #expect(reported.all == [.storage(StorageFailure(.library, path: "library.sqlite", reason: .inaccessible("read-only")))])
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

/// Collects errors reported from a `@Sendable` callback.
private final class ReportedErrors: Sendable {
    private let errors = Mutex<[DomainError]>([])
    var all: [DomainError] { errors.withLock { $0 } }
    func append(_ error: DomainError) { errors.withLock { $0.append(error) } }
}
