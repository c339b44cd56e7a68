/// How far a file transfer has come.
public struct DownloadProgress: Hashable, Sendable {
    /// Bytes received so far.
    public let receivedBytes: Int64
    /// The file's size, when the server announced it.
    public let expectedBytes: Int64?
    /// Which attempt at the file this is, from 1. After a transient failure the file is fetched again from
    /// its first byte, so a view can say why the bytes went back to zero.
    public let attempt: Int

    /// Creates a progress report, of the first attempt unless told otherwise.
    public init(receivedBytes: Int64, expectedBytes: Int64?, attempt: Int = 1) {
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
        self.attempt = attempt
    }

    /// The share received, in 0…1, when the size is known.
    public var fraction: Double? {
        guard let expectedBytes, expectedBytes > 0 else { return nil }
        return min(1, max(0, Double(receivedBytes) / Double(expectedBytes)))
    }
}
