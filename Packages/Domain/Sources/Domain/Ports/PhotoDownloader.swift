#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The port that saves a photo's file to disk. Implemented in the Data layer.
public protocol PhotoDownloader: Sendable {
    /// Saves the file at `url` as `destination`, calling `progress` as bytes arrive. When a transfer is
    /// tried again, its bytes start again from zero, with the report's `attempt` one higher.
    ///
    /// Implementations must leave no partial file at `destination`: a failed or cancelled transfer leaves
    /// whatever was there before.
    func download(
        _ url: URL,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError)
}
