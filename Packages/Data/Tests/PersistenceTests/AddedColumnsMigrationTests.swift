import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Testing

/// Files written by the release whose photo columns had no alternative text, sponsor or Unsplash+ mark
/// (the fixtures were made by that release's `photolist` against the demo: five favourites added, pages
/// listed) open in this one, keep every photo, and store the new facts from then on.
@Suite("Adding the alternative text, sponsor and Unsplash+ columns", .timeLimit(.minutes(1)))
struct AddedColumnsMigrationTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("addedcolumns")
    }

    @Test("given a library written before the columns existed, when opened, then every favourite reads back as SQLite's own reader sees it, with none of the new facts")
    func libraryKeepsItsFavourites() async throws {
        let path = try copy("library-v2")
        let before = try Self.rows(path, sql: "SELECT id, description, authorUsername, authorName, CAST(likes AS TEXT) FROM favorite ORDER BY id")
        #expect(before.count == 5)

        let library = try PhotoLibrary(path: path)
        let listing = try await library.favorites(source: "demo")

        let after = listing.favorites.map(\.photo).sorted { $0.id.rawValue < $1.id.rawValue }
        #expect(after.map { [$0.id.rawValue, $0.description, $0.author.username, $0.author.name, $0.likes.map(String.init)] } == before)
        #expect(after.allSatisfy { $0.altDescription == nil && $0.sponsorship == nil && !$0.isPlus })
        #expect(listing.skipped.isEmpty)
        #expect(try library.integrityCheck() == "ok")
    }

    @Test("given a Lorem Picsum favourite an earlier release stored with the author's name as its username, when opened, then it has no username, as Picsum sends it now")
    func picsumUsernamesAreCleared() async throws {
        let path = try copy("library-v2")
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            // An earlier release's Picsum row: the v2 columns in order, the username repeating the name.
            try db.execute(sql: """
                INSERT INTO favorite SELECT 'picsum', 'p-' || id, width, height, color, blurHash, description, authorName, authorName,
                authorProfileURL, fullURL, regularURL, smallURL, thumbURL, pageURL, downloadLocation, likes, createdAt, addedAt
                FROM favorite LIMIT 1
                """)
        }
        try queue.close()

        let library = try PhotoLibrary(path: path)
        let picsum = try await library.favorites(source: "picsum").favorites.map(\.photo)
        let demo = try await library.favorites(source: "demo").favorites.map(\.photo)

        #expect(picsum.count == 1 && picsum.allSatisfy { $0.author.username == nil && !$0.author.name.isEmpty })
        #expect(demo.allSatisfy { $0.author.username != nil })
    }

    @Test("given a migrated library, when a sponsored Unsplash+ photo without a username is favourited, then all of it reads back")
    func libraryStoresTheNewFacts() async throws {
        let library = try PhotoLibrary(path: try copy("library-v2"))
        let photo = Photo.fixture(id: "-plus", description: nil, altDescription: "a red kite over a field", sponsor: "Surface", isPlus: true)
        let anonymous = Photo(
            id: "picsum-7", width: 100, height: 80, color: nil, blurHash: nil, description: nil,
            author: Author(username: nil, name: "Alejandro Escamilla", profileURL: nil), urls: photo.urls, likes: nil, createdAt: nil
        )

        _ = try await library.addFavorite(photo, source: "unsplash")
        _ = try await library.addFavorite(anonymous, source: "picsum")

        #expect(try await library.favorites(source: "unsplash").favorites.map(\.photo) == [photo])
        #expect(try await library.favorites(source: "picsum").favorites.map(\.photo) == [anonymous])
    }

    @Test("given a cache written before the columns existed, when opened, then its pages read back and a new page keeps the new facts")
    func cacheKeepsItsPages() throws {
        let path = try copy("cache-v2")
        let stored = try Self.rows(path, sql: "SELECT DISTINCT listKey FROM pageEntry WHERE page = 1 ORDER BY listKey").compactMap { $0[0] }
        let cache = try PhotoCache(path: path)

        for listKey in stored {
            let page = try #require(try cache.page(1, source: "demo", listKey: listKey))
            #expect(!page.page.photos.isEmpty)
        }
        let fresh = PhotoPage(photos: [.fixture(id: "s", sponsor: "Lumen Coffee"), .fixture(id: "p", isPlus: true)], page: 1, hasNextPage: true)
        try cache.store(fresh, source: "unsplash", listKey: "photos", fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try cache.page(1, source: "unsplash", listKey: "photos")?.page == fresh)
        #expect(try cache.integrityCheck() == "ok")
    }

    @Test("given a cache written when each page entry carried its page's facts, when opened, then every page keeps whether a next page follows and when it was fetched")
    func cacheKeepsPageFacts() throws {
        let path = try copy("cache-v2")
        let before = try Self.rows(path, sql: """
            SELECT listKey, CAST(page AS TEXT), CAST(MAX(hasNextPage) AS TEXT), MAX(fetchedAt) FROM pageEntry
            GROUP BY source, listKey, page ORDER BY listKey, page
            """)
        #expect(!before.isEmpty)
        let cache = try PhotoCache(path: path)

        for row in before {
            let (listKey, page, hasNextPage, fetchedAt) = (try #require(row[0]), try #require(row[1]), row[2], try #require(row[3]))
            let cached = try #require(try cache.page(Int(page) ?? 0, source: "demo", listKey: listKey))
            #expect(cached.page.hasNextPage == (hasNextPage == "1"))
            #expect(DatabaseTimestamp.value(cached.fetchedAt) == fetchedAt.databaseValue)
            #expect(cached.page.total == nil && cached.page.totalPages == nil)
        }
        #expect(try cache.stats().pages == before.count)
    }

    /// A copy of fixture `name` in the test's folder.
    private func copy(_ name: String) throws -> String {
        let fixture = try #require(Bundle.module.url(forResource: name, withExtension: "sqlite", subdirectory: "Fixtures"))
        let path = folder.path("\(name).sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
    }

    /// The rows of `sql` as text, read by SQLite before photolist opens the file.
    private static func rows(_ path: String, sql: String) throws -> [[String?]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Row.fetchAll(db, sql: sql).map { row in (0..<row.count).map { row[$0] as String? } }
        }
    }
}
