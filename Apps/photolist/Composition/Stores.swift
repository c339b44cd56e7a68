import Domain
import Foundation
import Persistence
import PhotoListTerminal
import Presentation

/// The composition root's second job: the user's files. The offline cache, the library (favourites and
/// recent searches) and the pictures on disk are opened here, and only here, each the one way the app
/// opens it. Commands that need only a store (`recent`, `cache`, `favorites list|remove`) call these
/// directly: they start no source and open nothing else.
enum Stores {
    /// The favourites and recent searches of one source, read from the user's library.
    struct Library: Sendable {
        /// The favourites.
        let favorites: any FavoritesRepository
        /// The recent searches.
        let recents: any RecentSearchesRepository
        /// Why the library takes no change (it is read as it is on disk), or `nil`.
        var readOnlyBecause: DomainError?
        /// Starts watching the library for writes by any process (``PhotoLibrary/writes()``), for the
        /// screens' favourites to follow; `nil` when there is no library file to watch.
        var writes: (@Sendable () -> AsyncStream<Void>)?
    }

    /// The cache at `locations`' path: a file photolist cannot use is moved aside with one warning; one that cannot be
    /// opened at all is a ``CommandFailure`` when `required`, else a warning and `nil`. With `readingOnly`
    /// (`--offline`, which never writes it), a file this user cannot write is read where it is instead.
    static func openCache(_ locations: StorageLocations, required: Bool, readingOnly: Bool) throws -> PhotoCache? {
        let path = locations.cachePath
        do {
            if let refusal = missingHomeRefusal(path, locations) { throw refusal }
            let (cache, movedAside) = try readingOnly ? PhotoCache.openForReading(path: path) : PhotoCache.openRecovering(path: path)
            if let movedAside { warnMovedAside(movedAside, from: path) }
            return cache
        } catch {
            // A command that cannot go on without it fails as any other storage failure does, with the advice.
            if required { throw CommandFailure(ErrorDisplay(StorageMessages.cacheError(error, path: path))) }
            let message = "cannot use the cache file \(path): \(StorageMessages.describe(error))"
            let note = StorageMessages.note(for: error).map { " " + $0 } ?? ""
            StandardError.writeLine("photolist: warning: \(message); continuing without it.\(note)")
            return nil
        }
    }

    /// `remote` behind the offline cache as `use` says, one list per order; `remote` alone when there is
    /// no cache to use.
    static func cached(
        _ remote: @escaping @Sendable (PhotoOrder) -> any PhotoRepository,
        by cache: PhotoCache?,
        use: SourcePlan.CacheUse,
        sourceKey: String
    ) -> @Sendable (PhotoOrder) -> any PhotoRepository {
        guard let cache else { return remote }
        let mode: CachedPhotoRepository.Mode = switch use {
        case .networkFirst: .networkFirst
        case .offline: .offline
        case .storingEachPage: .storingEachPage
        }
        return { order in
            CachedPhotoRepository(
                remote: remote(order), cache: cache, source: sourceKey, order: order, mode: mode,
                offlineDownloadRefusal: SourcePlan.offlineDownloadRefusal
            )
        }
    }

    /// The user's library, or the storage error that says why it cannot be used: the one way the app opens
    /// it, whether a command then fails, warns, or carries on without it. One process opens the file once
    /// (Persistence shares the connection), however many parts of a command reach for it. With
    /// `readingOnly`, for a command that only reads and ends, a full disk's library is still read.
    static func library(_ locations: StorageLocations, readingOnly: Bool = false) -> Result<PhotoLibrary, DomainError> {
        let path = locations.libraryPath
        return Result { () throws(PersistenceError) in
            if let refusal = missingHomeRefusal(path, locations) {
                // Read, it is the library none can be made for: empty, refusing changes with why.
                if readingOnly { return try PhotoLibrary.empty(path: path, refusal: refusal) }
                throw refusal
            }
            return readingOnly ? try PhotoLibrary.openForReading(path: path) : try PhotoLibrary(path: path)
        }
        .mapError(StorageMessages.libraryError)
    }

    /// The favourites and recent searches of the source keyed `sourceKey`: the one way favourites are
    /// assembled, for every command and screen. `currentLinks` moves stored links onto this run's demo
    /// server (see ``ConnectedSource/withCurrentLinks(_:)``); a favourite whose stored copy cannot be read
    /// is left out of a listing and passed to `skipped` (a command prints a warning line; a screen, which
    /// owns the terminal, logs it instead).
    static func library(
        _ locations: StorageLocations,
        sourceKey: String,
        readingOnly: Bool = false,
        currentLinks: (any FavoritesRepository) -> any FavoritesRepository = { $0 },
        skipped: @escaping @Sendable ([FavoritesListing.Skipped]) -> Void = warnSkipped
    ) -> Result<Library, DomainError> {
        library(locations, readingOnly: readingOnly).map { library in
            Library(
                favorites: currentLinks(LibraryFavoritesRepository(library: library, source: sourceKey, onSkipped: skipped)),
                recents: LibraryRecentSearchesRepository(library: library),
                readOnlyBecause: library.refusal.map(StorageMessages.libraryError),
                writes: library.writes
            )
        }
    }

    /// ``library(_:sourceKey:readingOnly:currentLinks:skipped:)`` for the screens (the browser, the web
    /// view), which keep it open while they run: a library on a full disk, which cannot be opened for
    /// changes, is read as it is, as a command that only reads does, so its favourites still show and a
    /// change is refused saying why (`readOnlyBecause`). That connection keeps other processes out of the
    /// file while the screens run (they say another program is using it); on a full disk they could change
    /// nothing in it anyway. It is not shared: the screens open the library once.
    static func screensLibrary(
        _ locations: StorageLocations,
        sourceKey: String,
        currentLinks: @escaping (any FavoritesRepository) -> any FavoritesRepository,
        skipped: @escaping @Sendable ([FavoritesListing.Skipped]) -> Void
    ) -> Result<Library, DomainError> {
        let writable = library(locations, sourceKey: sourceKey, currentLinks: currentLinks, skipped: skipped)
        guard case .failure(let error) = writable, case .storage(let failure) = error, failure.reason == .full else { return writable }
        // Read so, the library refuses every change as full itself: its `readOnlyBecause` says so.
        return library(locations, sourceKey: sourceKey, readingOnly: true, currentLinks: currentLinks, skipped: skipped)
    }

    /// The favourites of the chosen source, with no source started (listing and removing need none): the
    /// source's key names them, so even unsplash needs no access key here. `photos` is never asked.
    /// `readOnlyBecause`: why, read with `readingOnly`, the library could not be changed now (none exists
    /// and none can be made there, say), for a listing to warn of.
    static func libraryFavorites(
        _ options: GlobalOptions, readingOnly: Bool = false
    ) throws -> (useCase: any FavoritesUseCase, sourceKey: String, readOnlyBecause: DomainError?) {
        let key = sourceKey(try options.sourceSettings().source, baseURL: options.parsedBaseURL)
        let library = try library(.current, sourceKey: key, readingOnly: readingOnly).mapError { CommandFailure(ErrorDisplay($0)) }.get()
        return (DefaultFavoritesUseCase(favorites: library.favorites, photos: NoPhotoSource()), key, library.readOnlyBecause)
    }

    /// The recent searches, or the storage error that says why the library cannot be used. With
    /// `readingOnly`, as for the favourites, a library that does not exist and cannot be made reads as empty.
    static func recentSearches(_ locations: StorageLocations, readingOnly: Bool = false) -> Result<any RecentSearchesUseCase, DomainError> {
        library(locations, readingOnly: readingOnly).map { DefaultRecentSearchesUseCase(repository: LibraryRecentSearchesRepository(library: $0)) }
    }

    /// The disk cache of pictures, 200 MB at most.
    static func pictureCache(_ locations: StorageLocations) -> ImageFileCache {
        ImageFileCache(folder: URL(fileURLWithPath: locations.imagesPath, isDirectory: true))
    }

    /// `source`'s pictures kept in the disk cache (``pictureCache(_:)``) under `namespace`; `source` alone
    /// when the cache's folder lies in a home that is not a folder (keeping one would make it).
    static func pictures(_ source: any PhotoImageRepository, _ locations: StorageLocations, namespace: String) -> any PhotoImageRepository {
        guard locations.homeProblem(holding: locations.imagesPath) == nil else { return source }
        return DiskCachedPhotoImageRepository(wrapping: source, cache: pictureCache(locations), namespace: namespace)
    }

    /// `cache stats` and `cache clear`: the offline cache (an unusable file is moved aside with a warning
    /// first) and the pictures on disk. The library is not among them.
    static func cacheAdministration(_ locations: StorageLocations) -> any CacheAdministrationUseCase {
        let path = locations.cachePath
        return DefaultCacheAdministrationUseCase(
            pages: PhotoCacheFile(path: path) { warnMovedAside($0, from: path) },
            pictures: pictureCache(locations)
        )
    }

    /// How the cache and the library name a source: `demo`, `unsplash`, or `demo@http://127.0.0.1:8080`.
    static func sourceKey(_ source: SourceOption, baseURL: URL?) -> String {
        baseURL.map { "\(source.rawValue)@\(SourceAddress.key(for: $0))" } ?? source.rawValue
    }

    /// The options that choose the source keyed `key` (``sourceKey(_:baseURL:)`` read backwards), as a
    /// shell takes them: `--source demo`, `--source demo --base-url http://127.0.0.1:8080`, an address
    /// with characters a shell reads (`&`, `;`, a quote) in single quotes.
    static func sourceOptions(forKey key: String) -> String {
        guard let at = key.firstIndex(of: "@") else { return "--source \(key)" }
        let address = String(key[key.index(after: at)...])
        let plain = address.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ":/._-%+~@[]=,".contains($0)) }
        let quoted = plain ? address : "'" + address.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "--source \(key[..<at]) --base-url \(quoted)"
    }

    /// How many favourites the library keeps under each source but the one keyed `sourceKey`, by key;
    /// empty when there are none or the library cannot be read (a listing is not failed for a hint).
    static func favoriteCounts(besides sourceKey: String) async -> [String: Int] {
        guard let library = try? library(.current, readingOnly: true).get(),
              let counts = try? await library.favoriteCounts() else { return [:] }
        return counts.filter { $0.key != sourceKey && $0.value > 0 }
    }

    /// Why `path` cannot be used when it lies in a home that is not a folder, as for a folder that cannot
    /// be made: opening the file would make the home (``StorageLocations/homeProblem(holding:)``).
    private static func missingHomeRefusal(_ path: String, _ locations: StorageLocations) -> PersistenceError? {
        locations.homeProblem(holding: path).map { problem in
            .inaccessible(path: path, reason: "\(problem), and photolist makes no home folder; set HOME, or XDG_CACHE_HOME and XDG_DATA_HOME, to folders that exist")
        }
    }

    /// One warning line for a cache file that could not be used and was renamed aside.
    private static func warnMovedAside(_ movedAside: MovedAsideCache, from path: String) {
        let reason = StorageMessages.describe(movedAside.reason)
        StandardError.writeLine("photolist: warning: the cache file \(path) could not be used (\(reason)); moved it to \(movedAside.path) and started a new cache")
    }

    /// One warning line per favourite a listing left out because its stored copy cannot be read.
    @Sendable
    static func warnSkipped(_ skipped: [FavoritesListing.Skipped]) {
        for favorite in skipped {
            StandardError.writeLine("photolist: warning: the favourite \(TerminalText.sanitizedLine(favorite.id.rawValue)) cannot be read and is left out (\(favorite.reason))")
        }
    }
}
