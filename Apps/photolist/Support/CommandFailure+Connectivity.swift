import Domain
import Foundation

extension CommandFailure {
    /// `self` with what only the command line knows about a photo service it could not reach or hear
    /// from in time: the address it asked (``SourceAddress/key(for:)``, so no user or password shows) and,
    /// for a timeout, how long it waited. Presentation's sentence says "the photo service", since the
    /// browser names its source elsewhere; a command's one line is all the user sees, and "cannot connect"
    /// without the address leaves them to guess which server was asked. Any other failure is returned as it is.
    func namingTheService(at address: URL, timeout: Duration) -> CommandFailure {
        guard let cause, Self.connectivityFailure(in: cause) != nil else { return self }
        let waited = CommandHint.waited(timeout, for: cause)
        let addressed = "Address: \(SourceAddress.key(for: address))."
        return CommandFailure(
            message: [message, waited, addressed].compactMap { $0 }.joined(separator: " "),
            status: status,
            cause: cause
        )
    }

    /// The connectivity failure `error` reports about the source's API, directly or as why a sync stopped;
    /// `nil` for any other failure (a file host's names its own host).
    private static func connectivityFailure(in error: DomainError) -> ConnectivityFailure? {
        switch error {
        case .connectivity(let failure): failure
        case .syncIncomplete(let failure): connectivityFailure(in: failure.cause)
        default: nil
        }
    }
}
