public import Domain

/// Where the running download of the queue is (how it ended is a ``DownloadNotice``).
public enum DownloadState: Equatable, Sendable {
    /// The source is being told of the download; no bytes yet.
    case starting
    /// Bytes are arriving.
    case transferring(DownloadProgress)

    /// The progress after "Downloading…": "42% (1.2 MB of 3.0 MB)", or `nil` before any byte.
    var progressText: String? {
        if case .transferring(let progress) = self { PhotoFormatting.progress(progress) } else { nil }
    }
}
