internal import CCurl
public import Foundation
public import Networking
internal import Synchronization

/// An `HTTPClient` over libcurl: one long-lived curl multi handle, driven by its own thread, runs every
/// request concurrently and keeps connections alive between them.
///
/// Safe defaults: TLS peer and host verification on; http and https only (redirects too); at most
/// `HTTPClientConfiguration.maximumRedirects` redirects, only same-origin ones for a request that asks for
/// that, and none for one that asks for none; gzip accepted; connect, total and low-speed timeouts; and a
/// body size cap beyond which the transfer is aborted with `HTTPClientError/tooLarge(limit:)`. A request's
/// `HTTPRequest/pinnedAddress` is honoured with `CURLOPT_CONNECT_TO`, per transfer, so no other
/// request's name resolution is affected. No header that could inject a line is ever sent.
/// Cancelling the calling task aborts its transfer at once. libcurl itself is loaded, and the transfer
/// thread started, on the first request: making a client costs nothing until it is used.
public final class CurlHTTPClient: HTTPClient, HTTPDownloadClient {
    /// Limits and identity for every request the client sends (shared with `URLSessionHTTPClient`).
    public typealias Configuration = HTTPClientConfiguration

    private let configuration: Configuration
    /// The multi handle and its thread, made on first use.
    private let startedDriver = Mutex<CurlMultiDriver?>(nil)
    private let handles = CurlHandlePool(capacity: 32)

    /// Creates a client. Nothing is loaded or started until the first request.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    deinit {
        startedDriver.withLock { $0 }?.stop()
    }

    /// The driver, started (and libcurl loaded) on first use.
    private func driver() throws(HTTPClientError) -> CurlMultiDriver {
        try startedDriver.withLock { driver throws(HTTPClientError) in
            if let driver { return driver }
            try CurlGlobal.ensureLoaded()
            let started = CurlMultiDriver()
            driver = started
            return started
        }
    }

    /// The client's transfer thread as an executor. A task that prefers it
    /// (`withTaskExecutorPreference(client.transferExecutor) { … }`) runs between curl's turns, so each
    /// request it sends, and the completion that resumes it, cross no thread: the cheapest way to make
    /// many requests in a row. Keep work there short, since curl waits while it runs. Throws when libcurl
    /// cannot be loaded.
    public var transferExecutor: any TaskExecutor {
        get throws(HTTPClientError) { try driver() }
    }

    /// The number of new connections opened so far (a measure of keep-alive at work).
    public var connectionsOpened: Int {
        startedDriver.withLock { $0 }?.connectionsOpened ?? 0
    }

    /// Sends `request`; see `HTTPClient/send(_:)`.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        try await HTTPRequest.sending(request, maximumRedirects: configuration.maximumRedirects) { hop throws(HTTPClientError) in
            try await perform(try CurlTransfer(request: hop, configuration: configuration, handles: handles))
        }
    }

    /// Streams a 2xx body to `file`; see `HTTPDownloadClient/download(_:to:progress:)`. The file is
    /// flushed to disk before this returns.
    public func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(HTTPClientError) -> HTTPResponse {
        let sink = try CurlFileSink(file: file, progress: progress)
        // Only a 2xx body reaches the sink, so the hops of a followed redirect write nothing to it.
        let response = try await HTTPRequest.sending(request, maximumRedirects: configuration.maximumRedirects) { hop throws(HTTPClientError) in
            try await perform(try CurlTransfer(request: hop, configuration: configuration, handles: handles, sink: sink))
        }
        if (200..<300).contains(response.status) {
            try sink.synchronise()
        }
        return response
    }

    private func perform(_ transfer: CurlTransfer) async throws(HTTPClientError) -> HTTPResponse {
        let driver = try driver()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.onCompletion { continuation.resume(returning: $0) }
                driver.start(transfer)
            }
        } onCancel: {
            driver.cancel(transfer)
        }
        return try result.get()
    }
}
