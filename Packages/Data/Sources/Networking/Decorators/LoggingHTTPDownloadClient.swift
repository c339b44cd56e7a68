public import Foundation
import Logging
import Synchronization

/// An ``HTTPDownloadClient`` decorator that logs each download as ``LoggingHTTPClient`` logs an exchange,
/// with the bytes written to the file, so `--verbose` shows a photo's file being fetched like every API
/// call (credentials redacted the same way). Placed inside the retries, it logs every attempt.
public struct LoggingHTTPDownloadClient: HTTPDownloadClient {
    private let base: any HTTPDownloadClient
    private let logger: Logger

    /// Wraps `base`, logging under `label` to whatever backend the app bootstrapped.
    public init(wrapping base: any HTTPDownloadClient, label: String = "photolist.http") {
        self.init(wrapping: base, logger: Logger(label: label))
    }

    init(wrapping base: any HTTPDownloadClient, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    /// Downloads `request` into `file`, logging the exchange.
    public func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(HTTPClientError) -> HTTPResponse {
        let written = Atomic<Int64>(0)
        return try await LoggingHTTPClient.logging(request, to: logger, size: { $0.body.count + Int(written.load(ordering: .relaxed)) }) {
            () async throws(HTTPClientError) in
            try await base.download(request, to: file) { report in
                written.store(report.receivedBytes, ordering: .relaxed)
                progress(report)
            }
        }
    }
}
