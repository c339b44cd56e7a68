import Domain
import DomainTesting
import Foundation
import GRDB
@testable import Persistence
import Testing

/// A library photolist cannot use is decided on read-only and refused exactly as it was: not a byte
/// written, no `-wal` or `-shm` created. What it can use is created or migrated.
@Suite("Libraries refused untouched, libraries created or migrated", .timeLimit(.minutes(1)))
struct LibraryRefusalTests {
    private let folder: TemporaryFolder
    private var path: String { folder.path("library.sqlite") }

    init() throws {
        folder = try TemporaryFolder("libraryrefusal")
    }

    /// Writes with a plain connection, which closes before the test goes on.
    private func write(_ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    private func makeCurrentLibrary() async throws {
        _ = try await PhotoLibrary(path: path).addFavorite(.fixture(id: "kept"), source: "demo")
    }

    @Test("given another program's database, when opened as the library, then it is refused as foreign and not one byte changes", arguments: [
        "plain tables", "another GRDB app",
    ])
    func foreignIsRefusedUntouched(kind: String) throws {
        try write(kind == "plain tables"
            ? "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')"
            : "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('v1: invoices'); CREATE TABLE invoice (id INTEGER)")
        let before = try folder.snapshot()

        #expect(throws: Persistence.PersistenceError.foreign(path: path)) { try PhotoLibrary(path: path) }

        #expect(try folder.snapshot() == before)
        #expect(before.keys.sorted() == ["library.sqlite"])
    }

    @Test("given a library a newer photolist migrated and closed, when opened, then it is refused as newer and not one byte changes, no -wal or -shm appears")
    func newerIsRefusedUntouched() async throws {
        try await makeCurrentLibrary()
        try write("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        let before = try folder.snapshot()

        #expect(throws: Persistence.PersistenceError.newerVersion(path: path)) { try PhotoLibrary(path: path) }

        #expect(try folder.snapshot() == before)
        #expect(before.keys.sorted() == ["library.sqlite"])
    }

    @Test("given a newer library another process has open, when opened, then it is refused as newer and the main file is unchanged")
    func newerInUseIsRefused() async throws {
        try await makeCurrentLibrary()
        try write("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        let other = try WriteTransactionHolder(path)
        defer { try? other.release() }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: Persistence.PersistenceError.newerVersion(path: path)) { try PhotoLibrary(path: path) }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("given an empty file or a database without tables, when opened as the library, then it becomes a working library", arguments: [
        "empty file", "no tables",
    ])
    func emptyBecomesLibrary(kind: String) async throws {
        if kind == "empty file" {
            try Data().write(to: URL(fileURLWithPath: path))
        } else {
            try write("PRAGMA user_version = 0")
        }

        let library = try PhotoLibrary(path: path)

        _ = try await library.addFavorite(.fixture(id: "a"), source: "demo")
        #expect(try await library.favorites(source: "demo").favorites.map(\.id) == ["a"])
    }

    @Test("given a library an older photolist wrote, when inspected and opened with one more migration, then it is behind and gets migrated, keeping its rows")
    func olderIsMigrated() async throws {
        try await makeCurrentLibrary()
        let newer = {
            var migrator = LibrarySchema.migrator
            migrator.registerMigration("v2: a test column") { db in try db.execute(sql: "ALTER TABLE favorite ADD COLUMN note TEXT") }
            return migrator
        }()

        let inspection = try DatabaseQueue(path: path).inDatabase { db in try FileInspection.inspect(db, path: path, migrator: newer) }
        let queue = try DatabaseFile.open(path, label: "test", migrator: newer, wait: .standard)

        #expect(inspection == FileInspection(schema: .behind, isWAL: true))
        #expect(try await queue.read { db in try newer.hasCompletedMigrations(db) })
        #expect(try await queue.read { db in try String.fetchAll(db, sql: "SELECT id FROM favorite") } == ["kept"])
    }

    @Test("given applied migrations, when compared with the known ones, then the schema is empty, behind, current, newer or foreign")
    func schemaVerdicts() throws {
        let known = ["v1", "v2"]
        func verdict(_ tables: Set<String>, _ applied: Set<String>) throws(Persistence.PersistenceError) -> FileInspection.Schema {
            try FileInspection.schema(tables: tables, applied: applied, known: known, path: "p")
        }

        #expect(try verdict([], []) == .empty)
        #expect(try verdict(["grdb_migrations"], []) == .empty)
        #expect(try verdict(["grdb_migrations", "favorite"], ["v1"]) == .behind)
        #expect(try verdict(["grdb_migrations", "favorite"], ["v1", "v2"]) == .current)
        #expect(throws: Persistence.PersistenceError.newerVersion(path: "p")) { try verdict(["grdb_migrations"], ["v1", "v2", "v3"]) }
        #expect(throws: Persistence.PersistenceError.foreign(path: "p")) { try verdict(["notes"], []) }
        #expect(throws: Persistence.PersistenceError.foreign(path: "p")) { try verdict(["grdb_migrations", "invoice"], ["other"]) }
    }
}
