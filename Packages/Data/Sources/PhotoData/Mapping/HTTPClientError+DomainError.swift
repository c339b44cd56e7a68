import Domain
import Networking

extension HTTPClientError {
    /// A download's file that could not be written (`fileWriteFailed(_:outOfRoom:)`), as the failure of
    /// the file at `path`: a full disk when it ran out of room, else the system's `reason`.
    static func downloadFailure(_ reason: String, outOfRoom: Bool, path: String) -> StorageFailure {
        StorageFailure(.download, path: path, reason: outOfRoom ? .full : .inaccessible(reason))
    }

    /// The same failure in the domain's words.
    var domainError: DomainError {
        switch self {
        case .invalidURL: .connectivity(.invalidAddress)
        case .invalidHeader(_, .invalidName): .invalidRequest("a request header name is not a valid HTTP token")
        case .invalidHeader(let name, .lineBreakInValue): .invalidRequest("the request header \(name) contains a line break")
        case .invalidHeader(let name, .controlCharacterInValue): .invalidRequest("the request header \(name) contains a control character")
        case .dnsFailure: .connectivity(.hostNotFound)
        case .cannotConnect: .connectivity(.cannotConnect)
        case .timedOut: .connectivity(.timedOut)
        case .stalled: .connectivity(.stalled)
        case .tlsFailure: .connectivity(.insecureConnection)
        case .tooLarge: .connectivity(.responseTooLarge)
        case .tooManyRedirects: .connectivity(.tooManyRedirects)
        case .unsafeRedirect: .connectivity(.unsafeRedirect)
        case .connectionLost: .connectivity(.interrupted)
        case .invalidHTTP(let violation): .invalidResponse("the answer is not valid HTTP (\(violation.reason))")
        case .cancelled: .cancelled
        // Only a download writes a file, and `HTTPPhotoDownloader` reports this case under its destination
        // itself; the path is not known here.
        case .fileWriteFailed(let reason, let outOfRoom): .storage(Self.downloadFailure(reason, outOfRoom: outOfRoom, path: ""))
        case .unsupported(let what): .connectivity(.other(diagnostic: "unsupported: \(what)"))
        case .transport(_, let message): .connectivity(.other(diagnostic: message))
        }
    }
}

extension HTTPViolation {
    /// The violation as the detail of `DomainError/invalidResponse(_:)`: "its status line is not HTTP".
    var reason: String {
        switch self {
        case .statusLineNotHTTP: "its status line is not HTTP"
        case .headerTooLarge(let limit): "a header is larger than \(limit / 1024) KB"
        case .headersTooLarge(let limit): "its headers are larger than \(limit / 1024) KB"
        case .undecodableBody: "its body is not encoded as its Content-Encoding says"
        case .malformed(let detail): detail
        }
    }
}
