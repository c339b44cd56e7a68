public import Foundation

/// Streams response bodies to files: the seam for downloads, which must not be held in memory.
public protocol HTTPDownloadClient: Sendable {
    /// Sends `request` and writes a 2xx response's body to `file` (a new file, mode `0600`: a name that
    /// exists already, or a link, is refused) as it arrives,
    /// calling `progress` with the bytes written so far and the expected total when the server sent one
    /// (a client that makes one attempt reports attempt 1; ``RetryingHTTPDownloadClient`` numbers its own).
    /// An error status is returned like ``HTTPClient/send(_:)`` returns it, its body in memory and
    /// nothing written to `file`.
    /// - Throws: ``HTTPClientError`` when no response could be obtained or the file could not be written;
    ///   `file` may then hold part of the body, and the caller removes it. The file is created before
    ///   anything is sent, or the call throws ``HTTPClientError/fileWriteFailed(_:outOfRoom:)``, so after any other
    ///   failure whatever is at `file` is this call's own.
    func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(HTTPClientError) -> HTTPResponse
}
