public import Domain
public import Foundation
public import Networking

/// Saves photo files over HTTP, atomically: the body streams into a hidden temporary file beside the
/// destination, is flushed to disk, and only then renamed over the destination. A failed, refused or
/// cancelled transfer removes the temporary file, so the destination keeps whatever it held before.
public struct HTTPPhotoDownloader: PhotoDownloader {
    private let client: any HTTPDownloadClient

    /// Creates a downloader over `client` (`CurlHTTPClient` in the app).
    public init(client: any HTTPDownloadClient) {
        self.client = client
    }

    /// Saves the file at `url` as `destination`; see `PhotoDownloader/download(_:to:progress:)`.
    /// - Throws: `DomainError/storage(_:)` when the folder is missing or unwritable, the connectivity and
    ///   status errors of any fetch, and `DomainError/cancelled`.
    public func download(
        _ url: URL,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) {
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .storage("the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UInt32.random(in: .min ... .max)).part")
        do throws(DomainError) {
            try await transfer(url, to: temporary, progress: progress)
            try Self.publish(temporary, as: destination)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private func transfer(_ url: URL, to file: URL, progress: @escaping @Sendable (DownloadProgress) -> Void) async throws(DomainError) {
        let response: HTTPResponse
        do {
            response = try await client.download(HTTPRequest(url: url), to: file) { received, expected in
                progress(DownloadProgress(receivedBytes: received, expectedBytes: expected))
            }
        } catch {
            throw error.domainError
        }
        if let failure = response.domainError {
            throw failure
        }
        if Task.isCancelled {
            throw .cancelled
        }
    }

    /// Renames `temporary` over `destination` in one step (rename(2) within one folder is atomic).
    private static func publish(_ temporary: URL, as destination: URL) throws(DomainError) {
        guard rename(temporary.path, destination.path) == 0 else {
            throw .storage("cannot save \(destination.path): \(String(cString: strerror(errno)))")
        }
    }
}
