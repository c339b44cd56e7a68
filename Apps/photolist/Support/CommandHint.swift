import Domain
import Foundation
import Presentation

/// What to type next, for failures a command can help with: the command line's own advice, added after
/// Presentation's sentence (which names no command, since the web view shows it too), by a command's
/// failure line and under a failure in the terminal browser's panes (`Browser.Factory`'s `advice`).
enum CommandHint {
    /// The hint for `error`, or nil when Presentation's sentence says all there is. `outputNamed`: the
    /// user named where a download goes (`-o`), so no default folder is to be explained.
    static func hint(for error: DomainError, outputNamed: Bool = false) -> String? {
        switch error {
        case .notCached:
            "Fetch it online first (without --offline), or run `photolist sync` to fetch pages for offline use (a page is kept for its --per-page, a search for its query and filters: `sync --query` with the same --orientation and --color); `photolist cache stats` lists what it keeps."
        case .storage(let failure):
            hint(for: failure, outputNamed: outputNamed)
        case .syncIncomplete(let failure):
            hint(for: failure.cause)
        default:
            nil
        }
    }

    /// ``hint(for:outputNamed:)`` and, after a timeout, how long the source was waited for
    /// (``waited(_:for:)``): what the terminal browser shows under a failure; `nil` when there is neither.
    static func advice(for error: DomainError, timeout: Duration) -> String? {
        let parts = [hint(for: error), waited(timeout, for: error)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// How long the source was waited for, after a timeout (directly, or what stopped a sync): "It waited 30 s,
    /// retries included (--timeout)."; `nil` for any other failure.
    static func waited(_ timeout: Duration, for error: DomainError) -> String? {
        switch error {
        case .connectivity(.timedOut): "It waited \(seconds(timeout)), retries included (--timeout)."
        case .syncIncomplete(let failure): waited(timeout, for: failure.cause)
        default: nil
        }
    }

    /// "30 s", "0.5 s", "3,600.125 s": a `--timeout` as the user gave it, to the millisecond it keeps.
    static func seconds(_ timeout: Duration) -> String {
        let (whole, fraction) = timeout.components
        let milliseconds = Int(fraction / 1_000_000_000_000_000)
        var decimals = milliseconds == 0 ? "" : "." + String(String(milliseconds + 1_000).dropFirst())
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return PhotoFormatting.fullCount(Int(whole)) + decimals + " s"
    }

    private static func hint(for failure: StorageFailure, outputNamed: Bool) -> String? {
        let advice: String? = switch (failure.store, failure.reason) {
        case (.download, .alreadyExists):
            "--force downloads it anyway, replacing a file of the same name."
        case (.download, .inaccessible), (.download, .folderMissing):
            downloadFolderAdvice(for: failure.path, outputNamed: outputNamed)
        case (.download, .full):
            // Another disk may have room; where -o already named the place, that is the user's to choose.
            outputNamed ? nil : downloadFolderAdvice(for: failure.path)
        case (.cache, .damaged), (.cache, .full), (.cache, .newerVersion), (.cache, .foreign):
            "`photolist cache clear` clears it."
        default:
            nil
        }
        let limit = failure.reason == .full ? fileSizeLimitNote(for: failure.path, whateverItsSize: failure.store == .download) : nil
        return advice.map { [$0, limit].compactMap { $0 }.joined(separator: " ") } ?? limit
    }

    /// Where else a download can go (`-o`), after, when `path` is in the current folder for want of a
    /// downloads folder (not because `-o` put it there: `outputNamed`), that this is why it went there.
    static func downloadFolderAdvice(for path: String, outputNamed: Bool = false, locations: StorageLocations = .current) -> String {
        let elsewhere = "-o PATH saves it elsewhere (a folder, or a file name)."
        if !outputNamed, let chosen = locations.chosenDownloadsFolderNote(for: path) { return chosen + " " + elsewhere }
        guard !outputNamed, let note = locations.downloadsFallbackNote,
              (path as NSString).deletingLastPathComponent == FileManager.default.currentDirectoryPath
        else { return elsewhere }
        return note + " " + elsewhere
    }

    /// What a write to `path` that failed as "full" may have met instead of a full disk: the file size
    /// limit (`ulimit -f`), when there is one and the file or its `-wal` is within a megabyte of it, or
    /// `whateverItsSize` (a download, written to a hidden partial file first, not to `path`).
    static func fileSizeLimitNote(for path: String, whateverItsSize: Bool = false) -> String? {
        guard let limit = ResourceLimits.fileSizeLimit else { return nil }
        if whateverItsSize { return fileSizeLimitNote(limit) }
        let largest = [path, path + "-wal"].map { file in
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
        }.max() ?? 0
        guard largest + (1 << 20) >= limit else { return nil }
        return fileSizeLimitNote(limit)
    }

    private static func fileSizeLimitNote(_ limit: Int) -> String {
        "This process may write files of at most \(PhotoFormatting.fullCount(limit)) bytes (ulimit -f): if the disk has room, that limit is what is full; raise it."
    }
}
