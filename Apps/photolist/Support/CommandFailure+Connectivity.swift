import Domain
import Foundation

extension CommandFailure {
    /// `self` with what only the command line knows about a photo service it could not reach or hear
    /// from in time: the address it asked (``SourceAddress/key(for:)``, so no user or password shows;
    /// none for the built-in demo server, whose address is this run's own) and, for a timeout, how long it
    /// waited. Presentation's sentence says "the photo service", since the browser names its source
    /// elsewhere; a command's one line is all the user sees, and "cannot connect" without the address leaves
    /// them to guess which server was asked. Any other failure is returned as it is.
    func namingTheService(at address: URL?, timeout: Duration) -> CommandFailure {
        guard let cause, Self.isConnectivityFailure(cause) else { return self }
        let waited = CommandHint.waited(timeout, for: cause)
        let addressed = address.map { "Address: \(SourceAddress.key(for: $0))." }
        return CommandFailure(
            message: [message, waited, addressed].compactMap { $0 }.joined(separator: " "),
            status: status,
            cause: cause
        )
    }

    /// Whether `error` is a failure to reach or hear from the source's API, directly or as why a sync
    /// stopped (a file host's failure names its own host).
    private static func isConnectivityFailure(_ error: DomainError) -> Bool {
        switch error {
        case .connectivity: true
        case .syncIncomplete(let failure): isConnectivityFailure(failure.cause)
        default: false
        }
    }
}
