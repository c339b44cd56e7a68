import ArgumentParser
import Foundation
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
            discussion: #"JSON output (--json) is {"path", "photos", "pages", "bytes"}."#
        )

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func run() async throws {
            let stats = try storage { try CompositionRoot.cacheStatistics(StorageLocations.current) }
            if json {
                try StandardOutput.writeLine(JSONOutput.encode(StatsJSON(path: stats.path, photos: stats.photos, pages: stats.pages, bytes: stats.bytes)))
            } else {
                try StandardOutput.writeLine("""
                    path    \(stats.path)
                    photos  \(stats.photos)
                    pages   \(stats.pages)
                    size    \(PhotoFormatting.bytes(stats.bytes))
                    """)
            }
        }

        private struct StatsJSON: Encodable {
            let path: String
            let photos: Int
            let pages: Int
            let bytes: Int64
        }
    }

    /// `photolist cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every cached page and photo.")

        // Deletes the files without opening them, so a cache photolist cannot read (damaged, foreign,
        // written by a newer version) is cleared all the same.
        func run() async throws {
            let path = StorageLocations.current.cachePath
            let freed = try storage { try CompositionRoot.clearCache(at: path) }
            try StandardOutput.writeLine("cleared the cache \(path) (\(PhotoFormatting.bytes(freed)) freed)")
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
