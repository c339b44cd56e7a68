import Domain
import DomainTesting
import Foundation
import Persistence
import Testing

/// Adding a favourite says whether it made the photo one, read in the same transaction as the write, so
/// two processes adding the same photo at once are told apart.
@Suite("Adding a favourite to the library", .timeLimit(.minutes(1)))
struct FavoriteAdditionTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("library.sqlite") }

    init() throws {
        folder = try TemporaryFolder("favoriteaddition")
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
