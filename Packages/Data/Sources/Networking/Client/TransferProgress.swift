/// How far a download has come: what ``HTTPDownloadClient/download(_:to:progress:)`` reports as the body
/// arrives.
public struct TransferProgress: Hashable, Sendable {
    /// Bytes written to the file so far, by this attempt.
    public let receivedBytes: Int64
    /// The body's size, when the server announced it.
    public let expectedBytes: Int64?
    /// Which attempt wrote them, from 1. A retry starts the file again from zero, so a caller that shows
    /// progress can say why it went back.
    public let attempt: Int

    /// Creates a report; `attempt` is 1 unless a retrying client says otherwise.
    public init(receivedBytes: Int64, expectedBytes: Int64?, attempt: Int = 1) {
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
        self.attempt = attempt
    }

    /// The same report, from attempt `attempt`.
    public func fromAttempt(_ attempt: Int) -> TransferProgress {
        TransferProgress(receivedBytes: receivedBytes, expectedBytes: expectedBytes, attempt: attempt)
    }
}
