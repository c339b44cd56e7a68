import Domain
import DomainTesting
import Foundation
import Persistence
import Testing

/// Marking a favourite is one transaction that asks for an end state: whatever runs beside it, the photo
/// ends as asked, and the favourites it returns are the ones it left. An addition likewise says whether it
/// made the photo a favourite, read in the same transaction as its write, so two processes adding it at
/// once are told apart.
@Suite("Adding and marking a favourite in the library", .timeLimit(.minutes(1)))
struct FavoriteMarkingTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("library.sqlite") }

    init() throws {
        folder = try TemporaryFolder("favoritemarking")
    }

    @Test("given a photo that is not a favourite, when marked twice and unmarked twice, then it is added once with its first date kept and its copy refreshed, then removed, and a second removal changes nothing")
    func marksAndUnmarks() async throws {
        let library = try PhotoLibrary(path: path)
        _ = try await library.addFavorite(.fixture(id: "kept"), source: "demo")

        let added = try await library.markFavorite(.fixture(id: "a", likes: 7), asFavorite: true, source: "demo")
        let again = try await library.markFavorite(.fixture(id: "a", likes: 9), asFavorite: true, source: "demo")
        let removed = try await library.markFavorite(.fixture(id: "a"), asFavorite: false, source: "demo")
        let removedAgain = try await library.markFavorite(.fixture(id: "a"), asFavorite: false, source: "demo")

        #expect(Set(added.favorites.map(\.id)) == ["a", "kept"])
        #expect(added.favorites.first { $0.id == "a" }?.photo.likes == 7)
        #expect(again.favorites.map(\.id) == added.favorites.map(\.id))
        #expect(again.favorites.first { $0.id == "a" }?.photo.likes == 9)
        #expect(again.favorites.first { $0.id == "a" }?.addedAt == added.favorites.first { $0.id == "a" }?.addedAt)
        #expect(removed.favorites.map(\.id) == ["kept"])
        #expect(removedAgain.favorites.map(\.id) == ["kept"])
    }

    @Test("given the same library file opened twice, when one marks a photo 25 times while the other unmarks it 25 times, then every answer agrees with its own request and the file stays whole")
    func concurrentMarksEachEndAsAsked() async throws {
        let first = try PhotoLibrary(path: path)
        let second = try PhotoLibrary(path: path)
        _ = try await first.addFavorite(.fixture(id: "kept"), source: "demo")
        let photo = Photo.fixture(id: "contested")

        async let marking = Self.mark(photo, asFavorite: true, times: 25, in: first)
        async let unmarking = Self.mark(photo, asFavorite: false, times: 25, in: second)
        let (marked, unmarked) = try await (marking, unmarking)

        #expect(marked.allSatisfy { $0.favorites.contains { $0.id == photo.id } })
        #expect(unmarked.allSatisfy { !$0.favorites.contains { $0.id == photo.id } })
        #expect((marked + unmarked).allSatisfy { $0.favorites.contains { $0.id == "kept" } })
        #expect(try first.integrityCheck() == "ok")
    }

    private static func mark(_ photo: Photo, asFavorite isFavorite: Bool, times: Int, in library: PhotoLibrary) async throws -> [FavoritesListing] {
        var outcomes: [FavoritesListing] = []
        for _ in 0..<times {
            outcomes.append(try await library.markFavorite(photo, asFavorite: isFavorite, source: "demo"))
        }
        return outcomes
    }

    @Test("given the library behind the repository, when a photo is marked, then the port returns the favourites the change left")
    func repositoryReturnsTheNewFavourites() async throws {
        let repository = LibraryFavoritesRepository(library: try PhotoLibrary(path: path), source: "demo")

        let marked = try await repository.mark(.fixture(id: "a"), asFavorite: true)

        #expect(marked == (try await repository.favorites()))
        #expect(marked.map(\.id) == ["a"])
    }

    @Test("given a photo, when added twice, then the first addition added it and the second found it a favourite, keeping when it was first added")
    func secondAdditionFindsItKnown() async throws {
        let library = try PhotoLibrary(path: path)

        let first = try await library.addingFavorite(.fixture(id: "a"), source: "demo")
        let second = try await library.addingFavorite(.fixture(id: "a", likes: 9), source: "demo")

        #expect(first == .added(first.favorite))
        #expect(second == .alreadyFavorite(second.favorite))
        #expect(second.favorite.addedAt == first.favorite.addedAt)
        #expect(second.favorite.photo.likes == 9)
    }

    @Test("given the same library file opened twice, when both add the same 20 photos at once, then each photo is reported added exactly once and stored once")
    func concurrentAdditionsAreToldApart() async throws {
        let first = try PhotoLibrary(path: path)
        let second = try PhotoLibrary(path: path)
        let photos = (0..<20).map { Photo.fixture(id: "p\($0)") }

        async let fromFirst = Self.add(photos, to: first)
        async let fromSecond = Self.add(photos, to: second)
        let outcomes = try await fromFirst + fromSecond

        for photo in photos {
            let added = outcomes.filter { if case .added(let favorite) = $0 { favorite.id == photo.id } else { false } }
            #expect(added.count == 1, "\(photo.id)")
        }
        #expect(try await first.favorites(source: "demo").favorites.count == photos.count)
    }

    private static func add(_ photos: [Photo], to library: PhotoLibrary) async throws -> [FavoriteAddition] {
        var outcomes: [FavoriteAddition] = []
        for photo in photos { outcomes.append(try await library.addingFavorite(photo, source: "demo")) }
        return outcomes
    }
}
