/// Limits and identity for every request a client sends: timeouts, size caps, redirects and the
/// `User-Agent`. One type for every ``HTTPClient`` here, so swapping the transport keeps the configuration;
/// each client honours what its transport can. The libcurl client honours all of it; `URLSessionHTTPClient`
/// the `User-Agent`, the total timeout, the redirect limit and the body cap (checked once the body has
/// arrived), but not the connect timeout, the low-speed limit or the download cap.
public struct HTTPClientConfiguration: Sendable {
    /// Sent as `User-Agent`.
    public var userAgent: String
    /// How long to wait for a connection.
    public var connectTimeout: Duration
    /// How long a whole exchange may take.
    public var totalTimeout: Duration
    /// A transfer slower than `lowSpeedBytesPerSecond` for `lowSpeedWindow` is aborted: as
    /// ``HTTPClientError/stalled`` once the answer's body has begun, else as ``HTTPClientError/timedOut``.
    public var lowSpeedBytesPerSecond: Int
    /// See ``lowSpeedBytesPerSecond``.
    public var lowSpeedWindow: Duration
    /// The largest body accepted, in bytes.
    public var maximumBodySize: Int
    /// The most redirects followed.
    public var maximumRedirects: Int
    /// The largest file ``HTTPDownloadClient/download(_:to:progress:)`` writes, in bytes.
    public var maximumDownloadSize: Int

    /// Creates a configuration; the defaults suit an interactive client.
    public init(
        userAgent: String = "Networking",
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
