import Domain
import Presentation

/// What to type next, for failures a command can help with: the command line's own advice, added after
/// Presentation's sentence (which names no command, since the browser shows it too).
enum CommandHint {
    /// The hint for `error`, or nil when Presentation's sentence says all there is.
    static func hint(for error: DomainError) -> String? {
        switch error {
        case .notCached:
            "Run the same command online first, or `photolist sync` to fetch pages for offline use."
        case .storage(let failure):
            hint(for: failure)
        case .syncIncomplete(let failure):
            hint(for: failure.cause)
        default:
            nil
        }
    }

    private static func hint(for failure: StorageFailure) -> String? {
        let advice: String? = switch (failure.store, failure.reason) {
        case (.download, .alreadyExists):
            "--force replaces it."
        case (.cache, .damaged), (.cache, .full), (.cache, .newerVersion), (.cache, .foreign):
            "`photolist cache clear` clears it."
        default:
            nil
        }
        let limit = failure.reason == .full ? fileSizeLimitNote(ResourceLimits.fileSizeLimit) : nil
        return advice.map { [$0, limit].compactMap { $0 }.joined(separator: " ") } ?? limit
    }

    /// What a write failing as "full" may be under `ulimit -f` of `bytes`: that limit, not the disk.
    static func fileSizeLimitNote(_ bytes: Int?) -> String? {
        guard let bytes else { return nil }
        return "This process may write files of at most \(PhotoFormatting.bytes(Int64(bytes))) (ulimit -f): if the disk has room, that limit is what is full; raise it."
    }
}
