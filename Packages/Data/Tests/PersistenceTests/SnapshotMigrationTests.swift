import Domain
import Foundation
import GRDB
@testable import Persistence
import Testing

/// Files written by the release that stored each photo as a JSON snapshot (the fixtures were made by that
/// release's `photolist`: five favourites added, two pages listed; then one favourite with a garbage
/// snapshot and one recent query written with sqlite3) open in this one, which stores columns.
@Suite("Migrating snapshot files to columns", .timeLimit(.minutes(1)))
struct SnapshotMigrationTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("snapshotmigration")
    }

    /// A copy of fixture `name` in the test's folder, and what its snapshots decode to before any migration.
    private func copy(_ name: String, table: String) throws -> (path: String, photos: [PhotoID: Photo], rows: Int) {
        let fixture = try #require(Bundle.module.url(forResource: name, withExtension: "sqlite", subdirectory: "Fixtures"))
        let path = folder.path("\(name).sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let snapshots = try queue.read { db in try Data.fetchAll(db, sql: "SELECT snapshot FROM \(table)") }
        let photos = snapshots.compactMap { try? JSONDecoder().decode(StoredPhoto.self, from: $0).photo }
        return (path, Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }), snapshots.count)
    }

    @Test("given a library written by the snapshot release, when opened, then every favourite comes back field for field with its date, and the unreadable one is kept byte for byte")
    func libraryMigratesLosslessly() async throws {
        let (path, before, rows) = try copy("library-v1", table: "favorite")
        let datesBefore = try Self.dates(path, sql: "SELECT id, addedAt FROM favorite")
        #expect(before.count == 5 && rows == 6)

        let library = try PhotoLibrary(path: path)
        let listing = try await library.favorites(source: "demo")

        #expect(Dictionary(uniqueKeysWithValues: listing.favorites.map { ($0.photo.id, $0.photo) }) == before)
        #expect(Dictionary(uniqueKeysWithValues: listing.favorites.map { ($0.photo.id.rawValue, $0.addedAt) }) == datesBefore.filter { $0.key != "broken-one" })
        #expect(listing.favorites.map(\.addedAt) == listing.favorites.map(\.addedAt).sorted(by: >))
        #expect(listing.skipped == [FavoritesListing.Skipped(id: "broken-one", reason: "its snapshot is not valid JSON")])
        let kept = try await Self.queue(path).read { db in try Data.fetchOne(db, sql: "SELECT snapshot FROM favoriteUnreadable WHERE id = 'broken-one'") }
        #expect(kept == Data("{not json".utf8))
        #expect(try await library.recentQueries() == ["Mountain lake"])
        #expect(try library.integrityCheck() == "ok")
    }

    @Test("given a migrated library, when the unreadable favourite is added again, then it is a favourite with its first date and no longer skipped")
    func unreadableFavouriteCanBeReplaced() async throws {
        let (path, before, _) = try copy("library-v1", table: "favorite")
        let firstAdded = try #require(try Self.dates(path, sql: "SELECT id, addedAt FROM favorite")["broken-one"])
        let library = try PhotoLibrary(path: path)
        let donor = try #require(before.values.first)
        let replacement = Photo(
            id: "broken-one", width: donor.width, height: donor.height, color: donor.color, blurHash: donor.blurHash,
            description: donor.description, author: donor.author, urls: donor.urls, likes: donor.likes, createdAt: donor.createdAt
        )

        let added = try await library.addFavorite(replacement, source: "demo")
        let listing = try await library.favorites(source: "demo")

        #expect(added.addedAt == firstAdded)
        #expect(listing.skipped.isEmpty)
        #expect(listing.favorites.count == 6)
    }

    @Test("given a cache written by the snapshot release, when opened, then its pages read back as they were stored")
    func cacheMigratesItsPages() throws {
        let (path, before, rows) = try copy("cache-v1", table: "photo")
        #expect(before.count == 60 && rows == 60)

        let cache = try PhotoCache(path: path)
        let pages = try [1, 2].map { try #require(try cache.page($0, source: "demo", listKey: "photos/latest/30")) }

        #expect(pages.map(\.page.photos.count) == [30, 30])
        for photo in pages.flatMap(\.page.photos) {
            #expect(before[photo.id] == photo)
        }
        #expect(try cache.integrityCheck() == "ok")
    }

    private static func queue(_ path: String) throws -> DatabaseQueue {
        try DatabaseQueue(path: path)
    }

    private static func dates(_ path: String, sql: String) throws -> [String: Date] {
        let queue = try queue(path)
        defer { try? queue.close() }
        return try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: sql).map { ($0[0] as String, $0[1] as Date) })
        }
    }
}
