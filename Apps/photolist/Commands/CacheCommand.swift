import ArgumentParser
import Foundation
import PhotoListTerminal
import Presentation

/// `photolist cache stats|clear`: the disposable cache. The library is never touched.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect or clear the offline cache (favourites are kept elsewhere and never cleared).",
        subcommands: [Stats.self, Clear.self],
        defaultSubcommand: Stats.self
    )

    /// `photolist cache stats`.
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print how much the cache holds.",
            discussion: #"JSON output (--json) is {"path", "photos", "pages", "bytes", "pictures": {"path", "files", "bytes"}}."#
        )

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func run() async throws {
            let stats = try storage { try CompositionRoot.cacheStatistics(StorageLocations.current) }
            let pictures = CompositionRoot.pictureCacheStatistics(StorageLocations.current)
            if json {
                let picturesJSON = PicturesJSON(path: pictures.path, files: pictures.files, bytes: pictures.bytes)
                try StandardOutput.writeLine(JSONOutput.encode(StatsJSON(path: stats.path, photos: stats.photos, pages: stats.pages, bytes: stats.bytes, pictures: picturesJSON)))
            } else {
                try StandardOutput.writeLine("""
                    path      \(stats.path)
                    photos    \(stats.photos)
                    pages     \(stats.pages)
                    size      \(PhotoFormatting.bytes(stats.bytes))
                    pictures  \(pictures.files) files, \(PhotoFormatting.bytes(Int64(pictures.bytes))) in \(pictures.path)
                    """)
            }
        }

        private struct StatsJSON: Encodable {
            let path: String
            let photos: Int
            let pages: Int
            let bytes: Int64
            let pictures: PicturesJSON
        }

        private struct PicturesJSON: Encodable {
            let path: String
            let files: Int
            let bytes: Int
        }
    }

    /// `photolist cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every cached page, photo and picture.")

        // A cache photolist cannot read (damaged, foreign, written by a newer version) is moved aside and
        // deleted; a usable one is emptied through SQLite, never deleted under another process using it.
        // Only photolist's own files go: a pictures folder that is a link is left alone, and said so.
        func run() async throws {
            let locations = StorageLocations.current
            let path = locations.cachePath
            let freed = try storage { try CompositionRoot.clearCache(at: path) }
            let pictures = CompositionRoot.clearPictureCache(locations)
            if pictures.linked {
                StandardError.writeLine("photolist: warning: the pictures folder \(locations.imagesPath) is a link, not photolist's own folder; nothing in it was deleted")
            }
            try StandardOutput.writeLine("cleared the cache \(path) (\(PhotoFormatting.bytes(freed)) freed) and \(pictures.files) pictures (\(PhotoFormatting.bytes(Int64(pictures.bytes))) freed)")
        }
    }
}

/// Runs a cache operation, turning a storage failure into exit status 6 with one line.
private func storage<Value>(_ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let failure as CommandFailure {
        throw failure
    } catch {
        throw CommandFailure(message: "cache: \(StorageMessages.describe(error))", status: .storage)
    }
}
