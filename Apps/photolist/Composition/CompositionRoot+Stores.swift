import Domain
import Foundation
import Persistence
import Presentation

// The stores on their own. Commands that need only a store (`recent`, `cache`, `favorites remove`) call
// these static entry points directly: they start no source and open nothing else.
extension CompositionRoot {
    /// The cache at `path`: a file photolist cannot use is moved aside with one warning; one that cannot be
    /// opened at all is a ``CommandFailure`` when `required`, else a warning and `nil`.
    static func openCache(at path: String, required: Bool) throws -> PhotoCache? {
        do {
            let (cache, movedAside) = try PhotoCache.openRecovering(path: path)
            if let movedAside {
                let reason = StorageMessages.describe(movedAside.reason)
                StandardError.writeLine("photolist: warning: the cache file \(path) could not be used (\(reason)); moved it to \(movedAside.path) and started a new cache")
            }
            return cache
        } catch {
            let message = "cannot use the cache file \(path): \(StorageMessages.describe(error))"
            if required { throw CommandFailure(message: message, status: .storage) }
            StandardError.writeLine("photolist: warning: \(message); continuing without it")
            return nil
        }
    }

    /// The user's library, or the storage error that says why it cannot be used: the one way the app opens
    /// it, whether a command then fails, warns, or carries on without it. One process opens the file once
    /// (Persistence shares the connection), however many parts of a command reach for it. With
    /// `readingOnly`, for a command that only reads and ends, a full disk's library is still read.
    static func library(_ locations: StorageLocations, readingOnly: Bool = false) -> Result<PhotoLibrary, DomainError> {
        let path = locations.libraryPath
        return Result { readingOnly ? try PhotoLibrary.openForReading(path: path) : try PhotoLibrary(path: path) }
            .mapError(StorageMessages.libraryError)
    }

    /// The user's library; a damaged or unusable file is a ``CommandFailure`` naming it and the way out.
    static func openLibrary(_ locations: StorageLocations, readingOnly: Bool = false) throws -> PhotoLibrary {
        try library(locations, readingOnly: readingOnly).mapError { CommandFailure(ErrorDisplay($0)) }.get()
    }

    /// What the cache holds, for `cache stats` (an unusable cache is moved aside first).
    static func cacheStatistics(_ locations: StorageLocations) throws -> (path: String, photos: Int, pages: Int, bytes: Int64) {
        guard let cache = try openCache(at: locations.cachePath, required: true) else {
            throw CommandFailure(message: "cannot open the cache file \(locations.cachePath)", status: .storage)
        }
        let stats = try cache.stats()
        return (stats.path, stats.photos, stats.pages, stats.bytes)
    }

    /// The pictures kept on disk: their folder, how many files and bytes.
    static func pictureCacheStatistics(_ locations: StorageLocations) -> (path: String, files: Int, bytes: Int) {
        let cache = pictureCache(locations)
        return (locations.imagesPath, cache.count, cache.size)
    }

    /// Deletes every picture kept on disk; how many files and bytes.
    /// `linked` says the folder is a link, which is not photolist's own folder and was left alone.
    static func clearPictureCache(_ locations: StorageLocations) -> (files: Int, bytes: Int, linked: Bool) {
        let cache = pictureCache(locations)
        let cleared = cache.clear()
        return (cleared.files, cleared.bytes, cache.folderIsALink)
    }

    /// The disk cache of pictures, 200 MB at most.
    static func pictureCache(_ locations: StorageLocations) -> ImageFileCache {
        ImageFileCache(folder: URL(fileURLWithPath: locations.imagesPath, isDirectory: true))
    }

    /// Deletes the cache file at `path` (and its companions) without opening it; returns the bytes freed.
    static func clearCache(at path: String) throws -> Int64 {
        try PhotoCache.clear(path: path)
    }

    /// The recent searches, or the storage error that says why the library cannot be used.
    static func recentSearches(_ locations: StorageLocations) -> Result<any RecentSearchesUseCase, DomainError> {
        library(locations).map { DefaultRecentSearchesUseCase(repository: LibraryRecentSearchesRepository(library: $0)) }
    }

    /// The recent searches; a library that cannot be used is a ``CommandFailure`` naming it and the way out.
    static func makeRecentSearchesUseCase(_ locations: StorageLocations) throws -> any RecentSearchesUseCase {
        try recentSearches(locations).mapError { CommandFailure(ErrorDisplay($0)) }.get()
    }
}
