public import Presentation

/// What the user reads once the browser's screen is gone (``Browser/run()``): the downloads quitting
/// cancelled, and the favourite changes the store refused after no screen was left to say so.
public struct BrowserEnd: Sendable {
    /// The downloads cancelled by the end, named, or `nil`.
    public let cancelledDownloads: DownloadNotice?
    /// The favourite changes still on their way at the end that failed, or `nil`: the browser did not
    /// end as the screen showed it would, which its exit status says too.
    public let unstoredFavorites: ErrorDisplay?
}
