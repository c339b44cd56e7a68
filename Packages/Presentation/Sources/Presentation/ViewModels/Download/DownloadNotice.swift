public import Domain

/// Something the download queue tells the user once: a file saved, a download failed or refused, the
/// queue cancelled (naming its photos, so the user knows what to download again).
public enum DownloadNotice: Equatable, Sendable {
    /// Photo `id` was saved at `path`.
    case saved(PhotoID, path: String)
    /// Photo `id` could not be saved; nothing was kept. `earlierInARow`: the photos whose downloads failed
    /// before it since one was last saved or the queue cancelled, which its notice names too, since on a
    /// status bar it replaces theirs.
    case failed(PhotoID, ErrorDisplay, earlierInARow: [PhotoID])
    /// Photo `id` was not downloaded: a file of its name, and so of its size, is already at `path` (saved
    /// before), left as it is. Not a failure: what the user asked for is there.
    case alreadySaved(PhotoID, path: String)
    /// Photo `id` was not downloaded: its licence needs a subscription (an Unsplash+ photo), so nothing
    /// was fetched. Not a failure, and not counted among failures in a row.
    case needsSubscription(PhotoID)
    /// Photo `id` is already being saved or waiting; it is not queued twice.
    case alreadyQueued(PhotoID)
    /// The queue holds its maximum; the photo was not queued.
    case queueFull(limit: Int)
    /// These photos' downloads were cancelled, the running one first, then those waiting; nothing partial
    /// was kept. None: cancelling was asked with nothing running or waiting.
    case cancelled([PhotoID])

    /// "Saved VwnS_lbe34J.jpg to /home/ada/Downloads": the file's name first, so a status bar that cuts a
    /// long line still shows which file it was.
    static func savedText(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.index(before: path.endIndex) else { return "Saved to \(path)" }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return "Saved \(path[path.index(after: slash)...]) to \(folder)"
    }

    /// One line for a status bar; a failure names the photo it was for ("Download of VwnS_lbe34J failed:
    /// …", or after others in a row "3 downloads failed in a row (a, b and c); c: …"), as a saved file names
    /// its file, so a queue of several says which one failed (not by a file name: the file's extension
    /// follows its format, which a failure may never have learned), then the reason as a clause, without a
    /// storage failure's "Storage error:" heading.
    public var message: String {
        switch self {
        case .saved(_, let path): Self.savedText(path)
        case .failed(let id, let error, let earlier) where earlier.isEmpty:
            "Download of \(id.rawValue) failed: \(PhotoFormatting.clause(for: error.error))"
        case .failed(let id, let error, let earlier):
            "\(earlier.count + 1) downloads failed in a row (\(Self.named(earlier + [id]))); \(id.rawValue): \(PhotoFormatting.clause(for: error.error))"
        case .alreadySaved(_, let path): "Not downloaded: \(path) is there already (left as it is)."
        case .needsSubscription(let id): "Not downloaded: \(id.rawValue) is an Unsplash+ photo, \(PhotoFormatting.plusDownloadRule)."
        case .alreadyQueued: "That photo is already being downloaded."
        case .queueFull(let limit): "\(limit) downloads are waiting already; wait for them, or cancel them."
        case .cancelled(let ids) where ids.isEmpty: "No download was running or waiting; nothing was cancelled."
        case .cancelled(let ids) where ids.count == 1: "Download cancelled: photo \(ids[0].rawValue); nothing was saved."
        case .cancelled(let ids): "\(ids.count) downloads cancelled, none saved: \(Self.named(ids))."
        }
    }

    /// Two or more `ids` as "A, B and C", or for more than three the first two and how many more: enough
    /// to know what to download again, short enough for an 80-column status bar with Unsplash's
    /// 11-character ids.
    private static func named(_ ids: [PhotoID]) -> String {
        let names = ids.map(\.rawValue)
        guard names.count > 3 else { return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] }
        return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
    }
}
