public import Domain
public import Foundation
import GRDB

/// The user's own data: favourites (each with the whole photo, so they show offline) and recent
/// search queries. A SQLite file in WAL mode that the program never deletes, overwrites or repairs: a
/// damaged library, one written by a newer photolist, or another program's database is refused before a
/// byte of it is written, and left exactly as it was for the user to recover.
///
/// Reading never waits for another process: a library already up to date is opened without a write, and
/// WAL lets reads run beside another process's write transaction. Every lock wait ends in
/// ``PersistenceError/busy(path:)``.
public final class PhotoLibrary: Sendable {
    /// The database file.
    public let path: String
    /// The connection; `nil` for a library in a folder or file this user cannot write, which each read opens anew
    /// (``readOnlyQueue(path:)``): a process that may write the folder could change the file meanwhile,
    /// and a connection kept open on an `immutable` file would not see it.
    private let queue: DatabaseQueue?
    private let now: @Sendable () -> Date
    /// Why this library takes no change (its folder or the file itself is not writable; none exists and
    /// none can be made), thrown by every write, so a view can say so before the user tries; `nil` for a
    /// library opened for writing.
    public let refusal: PersistenceError?

    /// Opens (creating it and its folder if needed) the library at `path`. The file is first inspected
    /// read-only; it is written only to create it, migrate an older schema, or switch it to WAL. A library
    /// this process has open already is not opened again: the new value shares its connection. One in a
    /// folder this user cannot write, or a file this user cannot write, opens for reading only, and refuses
    /// each change with why.
    /// - Throws: ``PersistenceError/corrupt(path:)``, ``PersistenceError/newerVersion(path:)`` or
    ///   ``PersistenceError/foreign(path:)`` without writing to the file; ``PersistenceError/busy(path:)``
    ///   when another process kept the file locked for 5 seconds.
    public convenience init(path: String, now: @escaping @Sendable () -> Date = Date.init) throws(PersistenceError) {
        try self.init(path: path, now: now, wait: .standard)
    }

    /// Opens the library at `path`, waiting for locks as `wait` says. A library in a folder this user cannot
    /// write is read as the file on disk is (see ``readOnlyQueue(path:)``): its favourites still show, and
    /// each change is refused with why (``refusal``), as opening it for writing would have been. So is a
    /// library file the user made read-only.
    init(path: String, now: @escaping @Sendable () -> Date = Date.init, wait: LockWait) throws(PersistenceError) {
        self.path = path
        self.now = now
        do {
            try DatabaseFile.prepareDirectory(for: path)
            let isReadOnlyFile = Self.isReadOnlyFile(path)
            if isReadOnlyFile {
                FilePermissions.tightenDatabase(path)  // private, as opening it for use makes it
                // Opened for use, SQLite would make a `-wal` and `-shm` with the file's own mode and, reading
                // only, could not remove them: a later read in a folder this user cannot write then failed.
                if let readable = Self.readOnlyQueue(path: path) {
                    try? readable.close()
                    queue = nil
                    refusal = .inaccessible(path: path, reason: Self.readOnlyFileReason)
                    return
                }
            }
            queue = try OpenDatabases.queue(at: path) { () throws(PersistenceError) in
                try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
                    try DatabaseFile.open(path, label: "photolist.library", migrator: LibrarySchema.migrator, wait: wait)
                }
            }
            // A read-only file that could not be read as it is on disk (an older schema, say) was opened by
            // SQLite all the same, which would fail at the first write: each change is refused with why.
            refusal = isReadOnlyFile ? .inaccessible(path: path, reason: Self.readOnlyFileReason) : nil
        } catch {
            guard case .inaccessible = error, let readable = Self.readOnlyQueue(path: path) else { throw error }
            try? readable.close()
            queue = nil
            refusal = error
        }
    }

    /// Opens the library at `path` for reading, even on a full disk: as ``init(path:now:)`` does, and when
    /// that fails because the disk is full (WAL readers need a `-shm` file of 32 KB), through a connection
    /// that keeps WAL's index in memory instead. That connection shuts other processes out while it lives
    /// and is not shared with the process's other users of the file: a command that reads and ends
    /// (`favorites list`) holds it for a moment; the browser and the web view, which open the library once,
    /// for as long as they run. Every change through it is refused as ``PersistenceError/full(path:)``
    /// (``refusal``), so no write is tried on the full disk.
    /// A library that does not exist and cannot be created reads as empty (and refuses changes, as one in
    /// a folder this user cannot write does).
    /// - Throws: what ``init(path:now:)`` throws; ``PersistenceError/full(path:)`` for a full disk's library
    ///   that would have to be migrated.
    public static func openForReading(path: String) throws(PersistenceError) -> PhotoLibrary {
        try openForReading(path: path, wait: .standard)
    }

    /// ``openForReading(path:)``, waiting for locks as `wait` says.
    static func openForReading(path: String, wait: LockWait) throws(PersistenceError) -> PhotoLibrary {
        do {
            return try PhotoLibrary(path: path, wait: wait)
        } catch {
            // No library and none can be made (a full disk, a read-only home): there is nothing to read.
            if !FileManager.default.fileExists(atPath: path) { return try empty(path: path, refusal: error) }
            guard case .full = error else { throw error }
            let queue = try FolderLock.whileHolding(forFile: path, wait: wait) { () throws(PersistenceError) in
                try DatabaseFile.open(path, label: "photolist.library", migrator: LibrarySchema.migrator, wait: wait, sharedMemory: false)
            }
            return PhotoLibrary(path: path, queue: queue, refusal: error)
        }
    }

    /// A connection to the library at `path` in a folder this user cannot write (a read-only home, a folder
    /// made `0500`) or in a file this user cannot write, reading the file as it is on disk
    /// (`DatabaseFile.readOnlyQueue(path:label:migrator:)`); `nil` when both can be written, or when the
    /// file cannot be read so.
    private static func readOnlyQueue(path: String) -> DatabaseQueue? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard !FileManager.default.isWritableFile(atPath: folder) || isReadOnlyFile(path) else { return nil }
        return DatabaseFile.readOnlyQueue(path: path, label: "photolist.library", migrator: LibrarySchema.migrator)
    }

    /// Whether a regular file is at `path` (or a link's target is one) that this user may not write: its
    /// mode, or someone else's file. Anything else there (a folder, a pipe) is left to opening to refuse.
    private static func isReadOnlyFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, W_OK) != 0
    }

    /// Why a read-only library file takes no change.
    private static let readOnlyFileReason = "the file is read-only (its permissions allow no writing)"

    /// A library with no favourites and no recent queries, held in memory: what reading a library that
    /// does not exist finds. It refuses every change with `refusal`, why the file could not be made, so
    /// nothing is kept only in memory. Public for a caller that knows, before opening, that the file
    /// must not be made (its folder lies in a home folder that does not exist).
    public static func empty(path: String, refusal: PersistenceError) throws(PersistenceError) -> PhotoLibrary {
        do {
            let queue = try DatabaseQueue()
            try LibrarySchema.migrator.migrate(queue)
            return PhotoLibrary(path: path, queue: queue, refusal: refusal)
        } catch {
            throw PersistenceError(error, path: path)
        }
    }

    private init(path: String, queue: DatabaseQueue, refusal: PersistenceError?) {
        self.path = path
        self.queue = queue
        self.now = Date.init
        self.refusal = refusal
    }

    // MARK: Favourites

    /// The favourites of `source`, most recently added first. A favourite whose stored copy cannot be
    /// read is left out and named in ``FavoritesListing/skipped``, never fatal to the others.
    public func favorites(source: String) async throws(PersistenceError) -> FavoritesListing {
        try await read { db in try Self.favorites(source: source, in: db) }
    }

    /// How many favourites each source has, readable or not, keyed by the source's name as stored: how a
    /// listing of one source can say that favourites are kept under others.
    public func favoriteCounts() async throws(PersistenceError) -> [String: Int] {
        try await read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT source, COUNT(*) FROM (SELECT source FROM favorite UNION ALL SELECT source FROM favoriteUnreadable)
                GROUP BY source
                """)
            return Dictionary(uniqueKeysWithValues: rows.map { row -> (String, Int) in (row[0], row[1]) })
        }
    }

    /// Stores `photo` as a favourite of `source`, refreshing the copy of one already stored and keeping
    /// when it was first added. Durable once this returns.
    @discardableResult
    public func addFavorite(_ photo: Photo, source: String) async throws(PersistenceError) -> FavoritePhoto {
        try await addingFavorite(photo, source: source).favorite
    }

    /// ``addFavorite(_:source:)``, saying whether it made `photo` a favourite: whether one was stored
    /// (readable or not) is read in the same write transaction, so two processes adding it at once are
    /// told apart, one `added` and the other `alreadyFavorite`. With `addedAt` (a removal undone) a new
    /// favourite is dated so, and goes back in its place; one stored meanwhile is left exactly as it is,
    /// its newer copy not replaced by the removed one.
    public func addingFavorite(_ photo: Photo, source: String, addedAt: Date? = nil) async throws(PersistenceError) -> FavoriteAddition {
        let record = PhotoRecord(photo)
        let time = addedAt ?? now()
        return try await write { db in
            let arguments: StatementArguments = [source, photo.id.rawValue]
            let kept = try DatabaseTimestamp.fetchOne(db, sql: "SELECT addedAt FROM favoriteUnreadable WHERE source = ? AND id = ?", arguments: arguments)
            let stored = try DatabaseTimestamp.fetchOne(db, sql: "SELECT addedAt FROM favorite WHERE source = ? AND id = ?", arguments: arguments)
            if addedAt != nil, stored != nil, let current = try Self.favorites(source: source, in: db).favorites.first(where: { $0.id == photo.id }) {
                return .alreadyFavorite(current)
            }
            _ = try Self.forgetUnreadable(photo.id, source: source, in: db)
            try db.execute(sql: Self.upsertSQL, arguments: record.insertArguments(source: source.databaseValue, date: DatabaseTimestamp.value(kept ?? time)))
            // Read back, not derived from `stored ?? kept ?? time`: the file keeps milliseconds, and the
            // date returned must be the one a later listing reads.
            let addedAt = try DatabaseTimestamp.fetchOne(db, sql: "SELECT addedAt FROM favorite WHERE source = ? AND id = ?", arguments: arguments)
            let favorite = FavoritePhoto(photo: photo, addedAt: addedAt ?? time)
            return kept == nil && stored == nil ? .added(favorite) : .alreadyFavorite(favorite)
        }
    }

    /// Removes favourite `id` of `source`, even one that cannot be read; returns whether there was one.
    public func removeFavorite(_ id: PhotoID, source: String) async throws(PersistenceError) -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM favorite WHERE source = ? AND id = ?", arguments: [source, id.rawValue])
            let removed = db.changesCount > 0
            return try Self.forgetUnreadable(id, source: source, in: db) || removed
        }
    }

    /// Makes `photo` a favourite of `source` or not, as `isFavorite` says, in one write transaction, and
    /// returns the favourites of `source` as it left them. Adding one stored already refreshes its copy and
    /// keeps when it was first added (an unreadable copy's date too); removing one that is not stored
    /// changes nothing. The end state is asked for, not a flip, so a screen that has not seen another
    /// process's change never does the opposite of what it showed. Durable once this returns.
    public func markFavorite(_ photo: Photo, asFavorite isFavorite: Bool, source: String) async throws(PersistenceError) -> FavoritesListing {
        let record = PhotoRecord(photo)
        let time = now()
        return try await write { db in
            let arguments: StatementArguments = [source, photo.id.rawValue]
            let kept = try DatabaseTimestamp.fetchOne(db, sql: "SELECT addedAt FROM favoriteUnreadable WHERE source = ? AND id = ?", arguments: arguments)
            _ = try Self.forgetUnreadable(photo.id, source: source, in: db)
            if isFavorite {
                try db.execute(sql: Self.upsertSQL, arguments: record.insertArguments(source: source.databaseValue, date: DatabaseTimestamp.value(kept ?? time)))
            } else {
                try db.execute(sql: "DELETE FROM favorite WHERE source = ? AND id = ?", arguments: arguments)
            }
            return try Self.favorites(source: source, in: db)
        }
    }

    private static let upsertSQL = PhotoRecord.insertSQL(into: "favorite", dateColumn: "addedAt", upsert: true)

    /// Deletes the unreadable copy of favourite `id`, if one was kept; returns whether there was one.
    private static func forgetUnreadable(_ id: PhotoID, source: String, in db: Database) throws -> Bool {
        try db.execute(sql: "DELETE FROM favoriteUnreadable WHERE source = ? AND id = ?", arguments: [source, id.rawValue])
        return db.changesCount > 0
    }

    private static func favorites(source: String, in db: Database) throws -> FavoritesListing {
        let readable = try Row.fetchAll(
            db,
            sql: "SELECT \(PhotoRecord.columnList), addedAt FROM favorite WHERE source = ? ORDER BY addedAt DESC, id",
            arguments: [source]
        )
        let unreadable = try Row.fetchAll(
            db,
            sql: "SELECT id, snapshot, addedAt FROM favoriteUnreadable WHERE source = ? ORDER BY addedAt DESC, id",
            arguments: [source]
        )
        return StoredFavoriteRow.listing(of: readable, unreadable: unreadable)
    }

    // MARK: Recent queries

    /// The recent distinct queries, newest first.
    public func recentQueries() async throws(PersistenceError) -> [String] {
        try await read { db in
            try String.fetchAll(db, sql: "SELECT text FROM recentQuery ORDER BY searchedAt DESC, rowid DESC LIMIT ?", arguments: [RecentSearches.capacity])
        }
    }

    /// Records `query` as the newest and keeps only the newest `RecentSearches/capacity` queries.
    public func recordQuery(_ query: SearchQuery) async throws(PersistenceError) {
        let time = now()
        try await write { db in
            try db.execute(sql: "DELETE FROM recentQuery WHERE key = ?", arguments: [RecentSearches.key(for: query)])
            try db.execute(sql: "INSERT INTO recentQuery (key, text, searchedAt) VALUES (?, ?, ?)", arguments: [RecentSearches.key(for: query), query.text, DatabaseTimestamp.value(time)])
            try db.execute(sql: """
                DELETE FROM recentQuery WHERE key NOT IN
                (SELECT key FROM recentQuery ORDER BY searchedAt DESC, rowid DESC LIMIT ?)
                """, arguments: [RecentSearches.capacity])
        }
    }

    /// Forgets every recent query.
    public func clearRecentQueries() async throws(PersistenceError) {
        try await write { db in try db.execute(sql: "DELETE FROM recentQuery") }
    }

    // MARK: Support

    /// SQLite's full consistency check: `"ok"`, or what is wrong.
    public func integrityCheck() throws(PersistenceError) -> String {
        let reading = try readingQueue()
        defer { release(reading) }
        return try DatabaseFile.integrityCheck(reading, path: path)
    }

    /// Runs `updates` in one write transaction, or throws ``refusal`` for a library that takes no change.
    /// Once it has committed, the screens following the library in every process are told
    /// (``DatabaseWrites/announceCommit(path:)``).
    private func write<Value: Sendable>(_ updates: @escaping @Sendable (Database) throws -> Value) async throws(PersistenceError) -> Value {
        if let refusal { throw refusal }
        guard let queue else { throw .inaccessible(path: path, reason: "it is open for reading only") }
        let value = try await run { try await queue.write(updates) }
        DatabaseWrites.announceCommit(path: path)
        return value
    }

    /// Runs `reads` in one read transaction.
    private func read<Value: Sendable>(_ reads: @escaping @Sendable (Database) throws -> Value) async throws(PersistenceError) -> Value {
        let reading = try readingQueue()
        defer { release(reading) }
        return try await run { try await reading.read(reads) }
    }

    /// The connection to read through: the one kept, or for a library in a folder or file this user cannot
    /// write a new one, on the file as it is on disk now, which ``release(_:)`` closes. In a folder this
    /// user cannot write, once another process has writes waiting in the file's `-wal`, it is `busy`.
    private func readingQueue() throws(PersistenceError) -> DatabaseQueue {
        if let queue { return queue }
        guard let readable = Self.readOnlyQueue(path: path) else { throw .busy(path: path) }
        return readable
    }

    /// Closes `reading` when ``readingQueue()`` opened it for one read.
    private func release(_ reading: DatabaseQueue) {
        if queue == nil { try? reading.close() }
    }

    private func run<Value: Sendable>(_ body: @Sendable () async throws -> Value) async throws(PersistenceError) -> Value {
        do {
            return try await body()
        } catch {
            throw PersistenceError(error, path: path)
        }
    }
}
