public import Domain

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
}

extension DomainError {
    /// Whether the same request may succeed if retried later.
    var isRetryable: Bool {
        switch self {
        case .connectivity(let failure):
            switch failure {
            case .invalidAddress, .responseTooLarge, .insecureConnection, .tooManyRedirects, .unsafeRedirect: false
            case .hostNotFound, .cannotConnect, .timedOut, .interrupted, .other: true
            }
        case .syncIncomplete(let failure): failure.cause.isRetryable
        case .rateLimited, .cancelled, .sourceFailed: true
        case .sourceRefused, .invalidRequest, .unauthorized, .notFound, .gone, .invalidResponse, .notCached, .storage: false
        }
    }
}
