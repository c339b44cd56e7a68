public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import Synchronization

/// A ``PhotoDownloader`` that answers from a closure and records every transfer, for view-model tests.
public final class FakePhotoDownloader: PhotoDownloader {
    /// Performs one transfer: may report progress, suspend, or fail.
    public typealias Handler = @Sendable (
        _ url: URL, _ destination: URL, _ progress: @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> Void

    private let handler: Handler
    private let recorded = Mutex<[(url: URL, destination: URL, namedByType: Bool)]>([])

    /// Creates a downloader that performs every transfer with `handler` (by default: succeeds at once).
    public init(handler: @escaping Handler = { _, _, _ in }, refusing refusal: DomainError? = nil) {
        self.handler = handler
        self.refusal = refusal
    }

    private let refusal: DomainError?

    /// Throws the refusal the fake was made with, if any: every destination is free otherwise.
    public func checkDestination(_ destination: URL, namedByType: Bool) throws(DomainError) {
        if let refusal { throw refusal }
    }

    /// The destinations of the transfers requested so far, oldest first.
    public var destinations: [URL] {
        recorded.withLock { $0.map(\.destination) }
    }

    /// Whether each transfer so far was to be named by its file's format (a name photolist chose), oldest
    /// first.
    public var namedByType: [Bool] {
        recorded.withLock { $0.map(\.namedByType) }
    }

    /// The addresses fetched so far, oldest first.
    public var urls: [URL] {
        recorded.withLock { $0.map(\.url) }
    }

    /// Records the transfer, then performs it with the handler; the file is saved as `destination` (the
    /// fake's files have no format to name them by).
    @discardableResult
    public func download(
        _ url: URL,
        to destination: URL,
        namedByType: Bool,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        recorded.withLock { $0.append((url, destination, namedByType)) }
        try await handler(url, destination, progress)
        return destination
    }
}
