import ArgumentParser
import Domain
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
            commandName: "stats",
            abstract: "Print how much the cache holds.",
            discussion: #"It lists the listings the offline copy keeps pages of, each with its source's options, as --offline reads them back only with the same source, order, search, filters and --per-page. JSON output (--json) is {"path", "photos", "pages", "bytes", "pictures": {"path", "files", "bytes"}, "listings": [{"source" (as sync --json names it), "sourceOptions" (the options that choose it), "kind" (photos, search or other, kept by another photolist), "order", "query", "orientation", "color", "perPage", "key" (other's only; else null), "pages" (the page numbers kept), "fetchedAt"}]}."#
        )

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func run() async throws {
            let usage = try await CommandFailure.reporting { () async throws(DomainError) in try Stores.cacheAdministration(.current).usage() }
            let (stats, pictures) = (usage.pages, usage.pictures)
            if json {
                let picturesJSON = PicturesJSON(path: pictures.path, files: pictures.files, bytes: pictures.bytes)
                try StandardOutput.writeLine(JSONOutput.encode(StatsJSON(
                    path: stats.path, photos: stats.photos, pages: stats.pages, bytes: stats.bytes, pictures: picturesJSON,
                    listings: stats.listings.map(CachedListingJSON.init)
                )))
            } else {
                let lines = stats.listings.isEmpty ? ["none"] : stats.listings.map(Self.line)
                let listings = lines.enumerated().map { index, line in (index == 0 ? "listings  " : "          ") + line }
                try StandardOutput.writeLine(([
                    "path      \(TerminalText.sanitizedLine(stats.path))",
                    "photos    \(stats.photos)",
                    "pages     \(stats.pages)",
                    "size      \(PhotoFormatting.bytes(stats.bytes))",
                    "pictures  \(PhotoFormatting.counted(pictures.files, "file")), \(PhotoFormatting.bytes(pictures.bytes))",
                    "          \(TerminalText.sanitizedLine(pictures.path))",
                ] + listings).joined(separator: "\n"))
            }
        }

        /// One listing kept, on one line: what it is, its pages, and the options that choose its source
        /// ("the photo list, latest first, 30 per page: pages 1–3 (--source demo, fetched 2026-11-28 07:20 UTC)").
        static func line(_ listing: CachedListing) -> String {
            let source = TerminalText.sanitizedLine(Stores.sourceOptions(forKey: listing.source))
            let fetched = listing.fetchedAt.map { ", fetched " + PhotoFormatting.timestamp($0) } ?? ""
            return "\(ListingName.of(listing.kind, perPage: listing.perPage)): \(ListingName.pages(listing.pages)) (\(source)\(fetched))"
        }

        private struct StatsJSON: Encodable {
            let path: String
            let photos: Int
            let pages: Int
            let bytes: Int64
            let pictures: PicturesJSON
            let listings: [CachedListingJSON]
        }

        fileprivate struct PicturesJSON: Encodable {
            let path: String
            let files: Int
            let bytes: Int64
        }
    }

    /// `photolist cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Delete every cached page, photo and picture.",
            discussion: #"JSON output (--json) is {"path", "bytesFreed" (null when there was no cache file), "photos" and "pages" (what the offline copy held, now deleted; null without a cache file, or when they could not be counted: an unreadable copy, or one deleted whole on a full disk), "pictures": {"path", "files", "bytes"} (the pictures deleted and the bytes they took), "picturesFolderLeftAlone"}."#
        )

        @Flag(help: "Print JSON instead of text.")
        var json = false

        // A cache photolist cannot read (damaged, foreign, written by a newer version) is moved aside and
        // deleted; a usable one is emptied through SQLite, never deleted under another process using it.
        // Only photolist's own files go: a pictures folder that is a link is left alone, and said so.
        func run() async throws {
            let cleared: CacheClearing
            do throws(DomainError) {
                cleared = try Stores.cacheAdministration(.current).clear()
            } catch .storage(let failure) where failure.reason == .full {
                // Not the general advice ("clear the cache"): this is the clear, and it made what room it could.
                throw CommandFailure(
                    message: "the disk holding the cache file \(TerminalText.sanitizedLine(failure.path)) is full, with no room even to empty it once the pictures were removed; free some space on it, then run photolist cache clear again",
                    status: ExitStatus(for: .storage(failure))
                )
            } catch {
                throw CommandFailure(ErrorDisplay(error))
            }
            if cleared.picturesFolderLeftAlone {
                StandardError.writeLine("photolist: warning: the pictures folder \(TerminalText.sanitizedLine(cleared.pictures.path)) is a link, not photolist's own folder; nothing in it was deleted")
            }
            // What was done, for a line that cannot be written to say: nothing, when there was nothing to clear.
            let done = cleared.offlineCopy.bytesFreed != nil ? "the cache was cleared" : cleared.pictures.files > 0 ? "the pictures were removed" : nil
            if json {
                let pictures = Stats.PicturesJSON(path: cleared.pictures.path, files: cleared.pictures.files, bytes: cleared.pictures.bytes)
                return try StandardOutput.writeLine(JSONOutput.encode(ClearedJSON(
                    path: cleared.offlineCopy.path, bytesFreed: cleared.offlineCopy.bytesFreed, photos: cleared.offlineCopy.photos, pages: cleared.offlineCopy.pages,
                    pictures: pictures, picturesFolderLeftAlone: cleared.picturesFolderLeftAlone
                )), afterDoing: done)
            }
            let path = TerminalText.sanitizedLine(cleared.offlineCopy.path)
            let pictures = "\(PhotoFormatting.counted(cleared.pictures.files, "picture")) (\(PhotoFormatting.bytes(cleared.pictures.bytes)) freed)"
            guard let freed = cleared.offlineCopy.bytesFreed else {
                // Nothing was there to clear: saying "cleared the cache" would claim a cache that never was.
                try StandardOutput.writeLine("no cache file at \(path), so nothing to empty there; removed \(pictures)", afterDoing: done)
                return
            }
            // The photos say the copy was emptied when its bytes cannot: SQLite keeps a small file's pages.
            let held = cleared.offlineCopy.photos.map { photos in
                "\(PhotoFormatting.counted(photos, "photo")) in \(PhotoFormatting.counted(cleared.offlineCopy.pages ?? 0, "page")), "
            } ?? ""
            try StandardOutput.writeLine("cleared the cache \(path) (\(held)\(PhotoFormatting.bytes(freed)) freed) and \(pictures)", afterDoing: done)
        }

        private struct ClearedJSON: Encodable {
            let path: String
            /// Written as `null` when there was no cache file.
            let bytesFreed: Int64?
            /// The photos and listing pages the offline copy held, now deleted; written as `null` when not
            /// counted (a copy that could not be read, or one deleted whole for want of room).
            let photos: Int?
            let pages: Int?
            let pictures: Stats.PicturesJSON
            let picturesFolderLeftAlone: Bool

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(path, forKey: .path)
                try container.encode(bytesFreed, forKey: .bytesFreed)
                try container.encode(photos, forKey: .photos)
                try container.encode(pages, forKey: .pages)
                try container.encode(pictures, forKey: .pictures)
                try container.encode(picturesFolderLeftAlone, forKey: .picturesFolderLeftAlone)
            }

            private enum CodingKeys: String, CodingKey {
                case path, bytesFreed, photos, pages, pictures, picturesFolderLeftAlone
            }
        }
    }
}
