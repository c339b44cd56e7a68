internal import CCurl
public import Foundation

/// An ``HTTPClient`` over libcurl: one long-lived curl multi handle, driven by its own thread, runs every
/// request concurrently and keeps connections alive between them.
///
/// Safe defaults: TLS peer and host verification on; http and https only (redirects too); at most
/// ``Configuration/maximumRedirects`` redirects, and only same-origin ones for a request that asks for
/// that; gzip accepted; connect, total and low-speed timeouts; and a body size cap beyond which the
/// transfer is aborted with ``HTTPClientError/tooLarge(limit:)``. A request's
/// ``HTTPRequest/pinnedAddress`` is honoured with `CURLOPT_CONNECT_TO`, per transfer, so no other
/// request's name resolution is affected. No header that could inject a line is ever sent.
/// Cancelling the calling task aborts its transfer at once.
public final class CurlHTTPClient: HTTPClient, HTTPDownloadClient {
    /// Limits and identity for every request the client sends.
    public struct Configuration: Sendable {
        /// Sent as `User-Agent`.
        public var userAgent: String
        /// How long to wait for a connection.
        public var connectTimeout: Duration
        /// How long a whole exchange may take.
        public var totalTimeout: Duration
        /// A transfer slower than `lowSpeedBytesPerSecond` for `lowSpeedWindow` is aborted.
        public var lowSpeedBytesPerSecond: Int
        /// See ``lowSpeedBytesPerSecond``.
        public var lowSpeedWindow: Duration
        /// The largest body accepted, in bytes.
        public var maximumBodySize: Int
        /// The most redirects followed.
        public var maximumRedirects: Int
        /// The largest file ``CurlHTTPClient/download(_:to:progress:)`` writes, in bytes.
        public var maximumDownloadSize: Int

        /// Creates a configuration; the defaults suit an interactive client.
        public init(
            userAgent: String = "Networking (libcurl)",
            connectTimeout: Duration = .seconds(10),
            totalTimeout: Duration = .seconds(30),
            lowSpeedBytesPerSecond: Int = 1,
            lowSpeedWindow: Duration = .seconds(15),
            maximumBodySize: Int = 16 << 20,
            maximumRedirects: Int = 5,
            maximumDownloadSize: Int = 1 << 30
        ) {
            self.userAgent = userAgent
            self.connectTimeout = connectTimeout
            self.totalTimeout = totalTimeout
            self.lowSpeedBytesPerSecond = lowSpeedBytesPerSecond
            self.lowSpeedWindow = lowSpeedWindow
            self.maximumBodySize = maximumBodySize
            self.maximumRedirects = maximumRedirects
            self.maximumDownloadSize = maximumDownloadSize
        }
    }

    private let configuration: Configuration
    private let driver: CurlMultiDriver
    private let handles = CurlHandlePool(capacity: 32)

    /// Creates a client and starts its transfer thread.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        driver = CurlMultiDriver()
    }

    deinit {
        driver.stop()
    }

    /// The client's transfer thread as an executor. A task that prefers it
    /// (`withTaskExecutorPreference(client.transferExecutor) { … }`) runs between curl's turns, so each
    /// request it sends, and the completion that resumes it, cross no thread: the cheapest way to make
    /// many requests in a row. Keep work there short, since curl waits while it runs.
    public var transferExecutor: any TaskExecutor {
        driver
    }

    /// The number of new connections opened so far (a measure of keep-alive at work).
    public var connectionsOpened: Int {
        driver.connectionsOpened
    }

    /// Sends `request`; see ``HTTPClient/send(_:)``.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        try await HTTPRequest.sending(request, maximumRedirects: configuration.maximumRedirects) { hop throws(HTTPClientError) in
            try await perform(try CurlTransfer(request: hop, configuration: configuration, handles: handles))
        }
    }

    /// Streams a 2xx body to `file`; see ``HTTPDownloadClient/download(_:to:progress:)``. The file is
    /// flushed to disk before this returns.
    public func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (_ receivedBytes: Int64, _ expectedBytes: Int64?) -> Void
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
