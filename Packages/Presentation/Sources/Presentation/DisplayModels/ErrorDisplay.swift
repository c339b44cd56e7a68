public import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A failure as a person should read it: what happened and what to do, and whether trying again may help.
public struct ErrorDisplay: Equatable, Sendable {
    /// One actionable sentence.
    public let message: String
    /// Whether the same request may succeed if retried later.
    public let isRetryable: Bool
    /// The failure itself, kept so that a front end decides by its cases (the command line's exit status)
    /// instead of re-deriving them from the words.
    public let error: DomainError

    /// Describes a domain error.
    public init(_ error: DomainError) {
        message = PhotoFormatting.message(for: error)
        isRetryable = error.isRetryable
        self.error = error
    }

    /// Describes favourite changes that were not stored: `refused` by the store, the last for `lastRefusal`,
    /// and `stillWaiting` for it when the app ended. What an app says as it ends, when no screen is left to
    /// show their alerts; the last refusal is kept for the exit status (`cancelled` when none was refused,
    /// which only an app cut short by a stop meets, and it ends with the stop's own status).
    public init(favoriteChangesNotStored refused: Int, stillWaiting: Int = 0, lastRefusal: DomainError?) {
        message = PhotoFormatting.favoriteChangesNotStored(refused, stillWaiting: stillWaiting, lastRefusal: lastRefusal)
        let error = lastRefusal ?? .cancelled
        isRetryable = error.isRetryable
        self.error = error
    }

    /// Describes a failure to fetch a picture of `photo` from its image host (which is not the API: on
    /// Unsplash `images.unsplash.com`), so the words name that host and say the pictures, not the service,
    /// failed; the error is kept as that host's (`DomainError.fileHost`), as a download's is.
    public init(pictureError error: DomainError, of photo: Photo) {
        let url = photo.urls.regular
        message = PhotoFormatting.pictureMessage(for: error, host: FileHostFailure.hostName(of: url))
        isRetryable = error.isRetryable
        self.error = error.fromFileHost(url)
    }
}

extension DomainError {
    /// Whether the same request may succeed if retried later.
    var isRetryable: Bool {
        switch self {
        case .connectivity(let failure):
            switch failure {
            case .invalidAddress, .responseTooLarge, .insecureConnection, .tooManyRedirects, .unsafeRedirect: false
            case .hostNotFound, .cannotConnect, .timedOut, .stalled, .interrupted, .other: true
            }
        case .syncIncomplete(let failure): failure.cause.isRetryable
        case .fileHost(let failure): failure.cause.isRetryable
        case .rateLimited, .cancelled, .sourceFailed: true
        case .sourceRefused, .invalidRequest, .unauthorized, .forbidden, .notFound, .gone, .invalidResponse, .notCached, .storage, .subscriptionRequired, .unsupported: false
        }
    }
}
