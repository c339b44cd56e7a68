import Domain
import DomainTesting
import Foundation
import Persistence
import Testing

/// A favourite toggle is one transaction: whatever runs beside it, it either adds or removes, and the
/// favourites it returns are the ones it left. An addition likewise says whether it made the photo a
/// favourite, read in the same transaction as its write, so two processes adding it at once are told apart.
@Suite("Adding and toggling a favourite in the library", .timeLimit(.minutes(1)))
struct FavoriteToggleTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("library.sqlite") }

    init() throws {
        folder = try TemporaryFolder("favoritetoggle")
    }

    @Test("given a photo that is not a favourite, when toggled twice, then it is added with the others listed, then removed")
    func togglesBackAndForth() async throws {
        let library = try PhotoLibrary(path: path)
        _ = try await library.addFavorite(.fixture(id: "kept"), source: "demo")

        let added = try await library.toggleFavorite(.fixture(id: "a", likes: 7), source: "demo")
        let removed = try await library.toggleFavorite(.fixture(id: "a"), source: "demo")

        #expect(added.isFavorite)
        #expect(Set(added.listing.favorites.map(\.id)) == ["a", "kept"])
        #expect(added.listing.favorites.first { $0.id == "a" }?.photo.likes == 7)
        #expect(!removed.isFavorite)
        #expect(removed.listing.favorites.map(\.id) == ["kept"])
    }

    @Test("given the same library file opened twice, when two tasks toggle the same photo 25 times each at once, then the toggles alternate and the photo ends as it began")
    func concurrentTogglesStayConsistent() async throws {
        let first = try PhotoLibrary(path: path)
        let second = try PhotoLibrary(path: path)
        _ = try await first.addFavorite(.fixture(id: "kept"), source: "demo")
        let photo = Photo.fixture(id: "contested")

        async let fromFirst = Self.toggle(photo, times: 25, in: first)
        async let fromSecond = Self.toggle(photo, times: 25, in: second)
        let outcomes = try await fromFirst + fromSecond

        // Fifty toggles, one after another from "not a favourite": every add is followed by a remove.
        #expect(outcomes.filter(\.isFavorite).count == 25)
        #expect(outcomes.filter { !$0.isFavorite }.count == 25)
        for outcome in outcomes {
            #expect(outcome.listing.favorites.contains { $0.id == photo.id } == outcome.isFavorite)
            #expect(outcome.listing.favorites.contains { $0.id == "kept" })
        }
        #expect(try await first.favorites(source: "demo").favorites.map(\.id) == ["kept"])
        #expect(try first.integrityCheck() == "ok")
    }

    private static func toggle(_ photo: Photo, times: Int, in library: PhotoLibrary) async throws -> [(isFavorite: Bool, listing: FavoritesListing)] {
        var outcomes: [(isFavorite: Bool, listing: FavoritesListing)] = []
        for _ in 0..<times {
            outcomes.append(try await library.toggleFavorite(photo, source: "demo"))
        }
        return outcomes
    }

    @Test("given the library behind the repository, when a photo is toggled, then the port returns the outcome and the favourites in one answer")
    func repositoryReturnsTheNewFavourites() async throws {
        let repository = LibraryFavoritesRepository(library: try PhotoLibrary(path: path), source: "demo")

        let toggled = try await repository.toggle(.fixture(id: "a"))

        #expect(toggled == FavoriteToggle(isFavorite: true, favorites: try await repository.favorites()))
        #expect(toggled.favorites.map(\.id) == ["a"])
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
