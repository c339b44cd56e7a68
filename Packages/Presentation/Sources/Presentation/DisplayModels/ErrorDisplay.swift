public import Domain

/// A failure as a person should read it: what happened and what to do, and whether trying again may help.
public struct ErrorDisplay: Equatable, Sendable {
    /// What kind of failure this is, for a UI that shows kinds differently (an icon, an exit status).
    public enum Category: Equatable, Sendable {
        /// The user's input was refused.
        case invalidInput
        /// The source could not be reached, failed, or answered with something unusable.
        case unavailable
        /// The credentials were refused or the quota is used up.
        case accessDenied
        /// The requested item does not exist.
        case notFound
        /// The user's saved data could not be read or written.
        case storage
        /// The user or the system cancelled the operation.
        case cancelled
    }

    /// One actionable sentence.
    public let message: String
    /// Whether the same request may succeed if retried later.
    public let isRetryable: Bool
    /// What kind of failure this is.
    public let category: Category

    /// Describes a domain error.
    public init(_ error: DomainError) {
        message = PhotoFormatting.message(for: error)
        isRetryable = error.isRetryable
        category = error.category
    }
}

extension DomainError {
    var category: ErrorDisplay.Category {
        switch self {
        case .invalidRequest: .invalidInput
        case .connectivity, .server, .invalidResponse, .notCached: .unavailable
        case .storage: .storage
        case .unauthorized, .rateLimited: .accessDenied
        case .notFound, .gone: .notFound
        case .cancelled: .cancelled
        }
    }

    /// Whether the same request may succeed if retried later.
    var isRetryable: Bool {
        switch self {
        case .connectivity(let failure):
            switch failure {
            case .invalidAddress, .responseTooLarge, .insecureConnection, .tooManyRedirects, .unsafeRedirect: false
            case .hostNotFound, .cannotConnect, .timedOut, .interrupted, .other: true
            }
        case .rateLimited, .cancelled: true
        case .server(let status): status >= 500
        case .invalidRequest, .unauthorized, .notFound, .gone, .invalidResponse, .notCached, .storage: false
        }
    }
}
