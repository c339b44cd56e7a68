import Domain

extension ExitStatus {
    /// The status a command exits with when it fails with `error`: the one table from domain failures to
    /// the documented exit statuses, used by every command through ``CommandFailure``.
    init(for error: DomainError) {
        self = switch error {
        case .invalidRequest, .unsupported: .usage
        case .connectivity, .sourceFailed, .sourceRefused, .invalidResponse, .notCached: .unavailable
        case .unauthorized, .forbidden, .rateLimited, .subscriptionRequired: .accessDenied
        case .notFound, .gone: .notFound
        case .storage: .storage
        case .cancelled: .failure
        case .syncIncomplete(let failure): ExitStatus(for: failure.cause)
        // No key goes to a file's host, so nothing it answers (401, 403, 429) is access denied to the user:
        // it is that host being unavailable, or the file not being there. An address photolist refuses to
        // fetch came from the source, not from the user: unavailable too, not a usage error.
        case .fileHost(let failure):
            switch ExitStatus(for: failure.cause) {
            case .accessDenied, .usage: .unavailable
            case let status: status
            }
        }
    }
}
