#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The port that saves a photo's file to disk. Implemented in the Data layer.
public protocol PhotoDownloader: Sendable {
    /// Saves the file at `url` as `destination`, calling `progress` as bytes arrive. When a transfer is
    /// tried again, its bytes start again from zero, with the report's `attempt` one higher. With
    /// `namedByType` (a name photolist chose, `ID.jpg`), the extension becomes that of the format the file
    /// turns out to be (`ID.png`), so the name never says it is what it is not; a name the user gave is
    /// kept as it is.
    ///
    /// Implementations must leave no partial file at `destination`: a failed or cancelled transfer leaves
    /// whatever was there before.
    /// - Returns: where the file was saved.
    @discardableResult
    func download(
        _ url: URL,
        to destination: URL,
        namedByType: Bool,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL

    /// Refuses a destination the file could not be saved as (a folder that is missing, a name taken and not
    /// to be replaced, a name that is no regular file; with `namedByType`, any name its format could give
    /// it), before anything is fetched: a caller asks before it tells the source of a download, so a
    /// download refused here is never counted as one. ``download(_:to:namedByType:progress:)`` checks again.
    func checkDestination(_ destination: URL, namedByType: Bool) throws(DomainError)
}
