import Domain
import Networking

extension HTTPClientError {
    /// The same failure in the domain's words.
    var domainError: DomainError {
        switch self {
        case .invalidURL: .connectivity(.invalidAddress)
        case .dnsFailure: .connectivity(.hostNotFound)
        case .cannotConnect: .connectivity(.cannotConnect)
        case .timedOut: .connectivity(.timedOut)
        case .tlsFailure: .connectivity(.insecureConnection)
        case .tooLarge: .connectivity(.responseTooLarge)
        case .tooManyRedirects: .connectivity(.tooManyRedirects)
        case .unsafeRedirect: .connectivity(.unsafeRedirect)
        case .connectionLost: .connectivity(.interrupted)
        case .cancelled: .cancelled
        case .fileWriteFailed(let reason): .storage(reason)
        case .transport(_, let message): .connectivity(.other(message))
        }
    }
}
