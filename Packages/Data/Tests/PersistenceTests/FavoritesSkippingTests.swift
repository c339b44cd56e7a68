import Domain
import DomainTesting
import Foundation
import GRDB
import Persistence
import Synchronization
import Testing

/// One favourite whose stored snapshot cannot be read never hides the others: it is left out and named.
@Suite("Favourites with an unreadable snapshot", .timeLimit(.minutes(1)))
struct FavoritesSkippingTests {
    private let folder: TemporaryFolder
    private let library: PhotoLibrary

    init() async throws {
        folder = try TemporaryFolder("favoritesskipping")
        library = try PhotoLibrary(path: folder.path("library.sqlite"))
        for id in ["first", "broken", "missing field", "last"] {
            _ = try await library.addFavorite(.fixture(id: id), source: "demo")
        }
        let queue = try DatabaseQueue(path: folder.path("library.sqlite"))
        try await queue.write { db in
            try db.execute(sql: "UPDATE favorite SET snapshot = ? WHERE id = 'broken'", arguments: [Data("{not json".utf8)])
            try db.execute(sql: "UPDATE favorite SET snapshot = ? WHERE id = 'missing field'", arguments: [Data(#"{"id": "missing field"}"#.utf8)])
        }
        try queue.close()
    }

    @Test("given favourites of which two snapshots are garbage, when listed, then the others come back and the two are named with a reason")
    func listingSkipsUnreadable() async throws {
        let listing = try await library.favorites(source: "demo")

        #expect(Set(listing.favorites.map(\.id)) == ["first", "last"])
        #expect(Set(listing.skipped) == [
            FavoritesListing.Skipped(id: "broken", reason: "its snapshot is not valid JSON"),
            FavoritesListing.Skipped(id: "missing field", reason: "its snapshot has no width"),
        ])
    }

    @Test("given an unreadable favourite behind the repository, when favourites are read, then the readable ones are returned and the skipped ones reported once")
    func repositoryReportsSkipped() async throws {
        let reported = Mutex<[[PhotoID]]>([])
        let repository = LibraryFavoritesRepository(library: library, source: "demo") { skipped in
            reported.withLock { $0.append(skipped.map(\.id)) }
        }

        let favorites = try await repository.favorites()

        #expect(Set(favorites.map(\.id)) == ["first", "last"])
        #expect(reported.withLock { $0.map(Set.init) } == [["broken", "missing field"]])
    }

    @Test("given an unreadable favourite, when it is removed through the library alone, then it is gone and nothing is skipped any more")
    func unreadableCanBeRemoved() async throws {
        #expect(try await library.removeFavorite("broken", source: "demo"))
        #expect(try await library.removeFavorite("missing field", source: "demo"))

        let listing = try await library.favorites(source: "demo")
        #expect(listing.skipped.isEmpty && listing.favorites.count == 2)
    }
}
