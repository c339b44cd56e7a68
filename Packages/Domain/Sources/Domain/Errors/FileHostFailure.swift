/// Why a photo's file could not be fetched from the host that serves it, which is not the source's API
/// (on Unsplash, `images.unsplash.com`; no access key is sent there). Kept apart from the API's failures
/// so the words name that host and the file, not the service and its key. Carries no words.
public struct FileHostFailure: Hashable, Sendable {
    /// The host the file was asked of, when its address names one.
    public let host: String?
    /// What happened: a ``DomainError/connectivity(_:)`` failure, or the host's answer (refused, failed,
    /// rate limited, no such file or no longer, not an image).
    public let cause: DomainError

    /// A failure to fetch a file from `host`, because of `cause`.
    public init(host: String?, cause: DomainError) {
        self.host = host
        self.cause = cause
    }
}

extension DomainError {
    /// This failure of a file fetch from `host`, as ``DomainError/fileHost(_:)``; a failure on this side of
    /// the network (the destination on disk, a cancellation, a request that was never sent) stays as it is,
    /// since the host had no part in it.
    public func fromFileHost(_ host: String?) -> DomainError {
        switch self {
        case .storage, .cancelled, .invalidRequest, .fileHost: self
        default: .fileHost(FileHostFailure(host: host, cause: self))
        }
    }
}
