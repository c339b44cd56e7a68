public import Domain

/// Where the download of the shown photo is.
public enum DownloadState: Equatable, Sendable {
    /// No download requested.
    case idle
    /// The source is being told of the download; no bytes yet.
    case starting
    /// Bytes are arriving.
    case transferring(DownloadProgress)
    /// The file is saved at this path.
    case finished(path: String)
    /// The download failed; nothing was saved.
    case failed(ErrorDisplay)

    /// Whether a download is under way.
    public var isActive: Bool {
        switch self {
        case .starting, .transferring: true
        case .idle, .finished, .failed: false
        }
    }

    /// "Downloading…", "Downloading… 42% (1.2 MB of 3.0 MB)", "Saved to /path", or the failure's
    /// message; `nil` when idle.
    public var text: String? {
        switch self {
        case .idle: nil
        case .starting: "Downloading…"
        case .transferring(let progress): "Downloading… \(PhotoFormatting.progress(progress))"
        case .finished(let path): "Saved to \(path)"
        case .failed(let error): error.message
        }
    }
}
