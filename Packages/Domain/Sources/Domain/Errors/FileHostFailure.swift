#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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

extension FileHostFailure {
    /// The host of `url` as a person names it: "images.unsplash.com", or "127.0.0.1:8080" when the
    /// address names a port, so two servers on one machine are told apart; `nil` when it names no host.
    public static func hostName(of url: URL) -> String? {
        guard let host = url.host, !host.isEmpty else { return nil }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return url.port.map { "\(shown):\($0)" } ?? shown
    }
}

extension DomainError {
    /// This failure of a fetch of the file at `url`, as ``DomainError/fileHost(_:)`` when the host or its
    /// address had a part in it (it could not be reached, gave an address that is no http(s) one, answered
    /// so, or the address itself is one photolist does not fetch from: ``DomainError/invalidRequest(_:)``,
    /// refused before anything was sent); a failure on this side (the destination on disk, a cancellation,
    /// the offline copy) stays as it is.
    public func fromFileHost(_ url: URL) -> DomainError {
        switch self {
        case .connectivity, .unauthorized, .forbidden, .rateLimited, .notFound, .gone, .sourceFailed, .sourceRefused, .invalidResponse,
             .invalidRequest:
            .fileHost(FileHostFailure(host: FileHostFailure.hostName(of: url), cause: self))
        case .storage, .cancelled, .notCached, .unsupported, .subscriptionRequired, .syncIncomplete, .fileHost:
            self
        }
    }
}
