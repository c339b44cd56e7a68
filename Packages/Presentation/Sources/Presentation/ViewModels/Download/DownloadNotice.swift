public import Domain

/// Something the download queue tells the user once: a file saved, a download failed or refused, the
/// queue cancelled.
public enum DownloadNotice: Equatable, Sendable {
    /// Photo `id` was saved at `path`.
    case saved(PhotoID, path: String)
    /// Photo `id` could not be saved; nothing was kept.
    case failed(PhotoID, ErrorDisplay)
    /// Photo `id` is already being saved or waiting; it is not queued twice.
    case alreadyQueued(PhotoID)
    /// The queue holds its maximum; the photo was not queued.
    case queueFull(limit: Int)
    /// The running download and `count - 1` waiting ones were cancelled; nothing partial was kept.
    case cancelled(count: Int)

    /// One line for a status bar.
    public var message: String {
        switch self {
        case .saved(_, let path): "Saved to \(path)"
        case .failed(_, let error): error.message
        case .alreadyQueued: "That photo is already being downloaded."
        case .queueFull(let limit): "\(limit) downloads are waiting already; wait for them, or cancel them."
        case .cancelled(let count): count == 1 ? "Download cancelled; nothing was saved." : "\(count) downloads cancelled; nothing partial was saved."
        }
    }
}
