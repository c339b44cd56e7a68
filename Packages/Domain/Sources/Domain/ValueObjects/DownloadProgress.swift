/// How far a file transfer has come.
public struct DownloadProgress: Hashable, Sendable {
    /// Bytes received so far.
    public let receivedBytes: Int64
    /// The file's size, when the server announced it.
    public let expectedBytes: Int64?

    /// Creates a progress report.
    public init(receivedBytes: Int64, expectedBytes: Int64?) {
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
    }

    /// The share received, in 0…1, when the size is known.
    public var fraction: Double? {
        guard let expectedBytes, expectedBytes > 0 else { return nil }
        return min(1, max(0, Double(receivedBytes) / Double(expectedBytes)))
    }
}
