public import Domain

/// A failure as a person should read it: what happened and what to do, and whether trying again may help.
public struct ErrorDisplay: Equatable, Sendable {
    /// One actionable sentence.
    public let message: String
    /// Whether the same request may succeed if retried later.
    public let isRetryable: Bool

    /// Describes a domain error.
    public init(_ error: DomainError) {
        message = PhotoFormatting.message(for: error)
        isRetryable = error.isRetryable
    }
}

extension DomainError {
    /// Whether the same request may succeed if retried later.
    var isRetryable: Bool {
        switch self {
        case .connectivity(let failure):
            switch failure {
            case .invalidAddress, .responseTooLarge, .insecureConnection: false
            case .hostNotFound, .cannotConnect, .timedOut, .other: true
            }
        case .rateLimited, .cancelled: true
        case .server(let status): status >= 500
        case .invalidRequest, .unauthorized, .notFound, .invalidResponse: false
        }
    }
}
