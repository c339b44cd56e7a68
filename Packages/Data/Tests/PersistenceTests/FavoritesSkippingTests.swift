import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Synchronization
import Testing

/// One favourite that cannot be read never hides the others: it is left out and named. Two ways one can be
/// unreadable: a snapshot an earlier release stored that the migration to columns could not convert (kept in
/// `favoriteUnreadable`), and a stored column that is not usable.
@Suite("Favourites that cannot be read", .timeLimit(.minutes(1)))
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
            try db.execute(sql: """
                INSERT INTO favoriteUnreadable (source, id, snapshot, addedAt) SELECT source, id, ?, addedAt FROM favorite WHERE id = 'broken'
                """, arguments: [Data("{not json".utf8)])
            try db.execute(sql: "DELETE FROM favorite WHERE id = 'broken'")
            try db.execute(sql: "UPDATE favorite SET fullURL = '' WHERE id = 'missing field'")
        }
        try queue.close()
    }

    @Test("given favourites of which one kept snapshot is garbage, when counted, then it is counted with the readable ones")
    func countingIncludesUnreadable() async throws {
        #expect(try await library.favoriteCounts() == ["demo": 4])
    }

    @Test("given favourites of which one kept snapshot is garbage and one stored link is empty, when listed, then the others come back and the two are named with a reason")
    func listingSkipsUnreadable() async throws {
        let listing = try await library.favorites(source: "demo")

        #expect(Set(listing.favorites.map(\.id)) == ["first", "last"])
        #expect(Set(listing.skipped) == [
            FavoritesListing.Skipped(id: "broken", reason: "its snapshot is not valid JSON"),
            FavoritesListing.Skipped(id: "missing field", reason: "its stored fullURL is not usable"),
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

    @Test("given an unreadable favourite warned about once, when the favourites are read again (a running view rereads them after every library write), then it is not warned about again; another one still is")
    func aSkippedFavouriteIsWarnedAboutOnce() {
        let first = FavoritesListing.Skipped(id: PhotoID(stringLiteral: "skip-once-\(UUID().uuidString)"), reason: "its snapshot is not valid JSON")
        let second = FavoritesListing.Skipped(id: PhotoID(stringLiteral: "skip-later-\(UUID().uuidString)"), reason: "its stored link is empty")

        #expect(LibraryFavoritesRepository.notLoggedYet([first]) == [first])
        #expect(LibraryFavoritesRepository.notLoggedYet([first]).isEmpty)
        #expect(LibraryFavoritesRepository.notLoggedYet([first, second]) == [second])
    }

    @Test("given an unreadable favourite, when it is removed through the library alone, then it is gone and nothing is skipped any more")
    func unreadableCanBeRemoved() async throws {
        #expect(try await library.removeFavorite("broken", source: "demo"))
        #expect(try await library.removeFavorite("missing field", source: "demo"))

        let listing = try await library.favorites(source: "demo")
        #expect(listing.skipped.isEmpty && listing.favorites.count == 2)
    }

    @Test("given an unreadable favourite, when it is marked a favourite again, then its readable copy replaces it and keeps its first date; when unmarked, then neither copy is left")
    func unreadableIsReplacedOrRemovedByAMark() async throws {
        let kept = try await DatabaseQueue(path: folder.path("library.sqlite")).read { db in
            try Date.fetchOne(db, sql: "SELECT addedAt FROM favoriteUnreadable WHERE id = 'broken'")
        }

        let marked = try await library.markFavorite(.fixture(id: "broken"), asFavorite: true, source: "demo")
        let unmarked = try await library.markFavorite(.fixture(id: "broken"), asFavorite: false, source: "demo")

        let again = try #require(marked.favorites.first { $0.id == "broken" })
        #expect(!marked.skipped.contains { $0.id == "broken" })
        #expect(kept.map { abs(again.addedAt.timeIntervalSince($0)) < 0.001 } == true, "kept \(String(describing: kept)), now \(again.addedAt)")
        #expect(!unmarked.favorites.contains { $0.id == "broken" } && !unmarked.skipped.contains { $0.id == "broken" })
    }
}
