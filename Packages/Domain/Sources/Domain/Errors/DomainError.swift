#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Every way a use case can fail, in the domain's own words. Carries no infrastructure type
/// (no HTTP response, no curl code, no SQLite error), so any layer can switch over it.
public enum DomainError: Error, Hashable, Sendable {
    /// The request was rejected before reaching any source; the text says which value was wrong.
    case invalidRequest(String)
    /// The source could not be reached or the exchange broke off.
    case connectivity(ConnectivityFailure)
    /// The source refused the credentials.
    case unauthorized
    /// The source's API refuses this request to this caller (a key without the permission the request
    /// needs, or a caller the service has restricted); asking again will not help.
    case forbidden
    /// The source is rate limiting us; `resetsAt` is when more requests are allowed, if known.
    case rateLimited(resetsAt: Date?)
    /// The photo or page does not exist.
    case notFound
    /// The source refuses this request for good, as Unsplash does for a query it flags as spam.
    case gone
    /// The source failed on its side; the same request may work later. `diagnosticCode` is the source's
    /// own code for the failure (an HTTP status), kept only to quote in a report, never to decide by.
    /// `retryAfter` is when the source asked to be tried again (a 503's `Retry-After`, when it named a time
    /// too far off to wait for), so the user can be told when to come back.
    case sourceFailed(diagnosticCode: Int?, retryAfter: Date? = nil)
    /// The source refused this request for a reason not covered above; asking again will not help.
    /// `diagnosticCode` is the source's own code for the refusal, and `reason` its own words about it when
    /// it gave any (Unsplash's `errors`): both kept only to quote in a report, never to decide by.
    case sourceRefused(diagnosticCode: Int?, reason: String? = nil)
    /// The source answered, but not with the data we expected; the text says what was wrong.
    case invalidResponse(String)
    /// Offline, and the offline copy does not have what was asked for; or, for a sync, nothing keeps pages
    /// for offline use.
    case notCached
    /// A file holding the user's data (the library, the cache, a download) could not be used: which file
    /// and why, as a value (a download refused because its file already exists is one of these).
    case storage(StorageFailure)
    /// A sync stopped before it had every page it was asked for: how far it got and why, as a value.
    indirect case syncIncomplete(SyncFailure)
    /// A photo's file could not be fetched from the host that serves it (not the source's API): which host
    /// and why, as a value.
    indirect case fileHost(FileHostFailure)
    /// The photo's licence needs a subscription the user has not shown (an Unsplash+ photo's download):
    /// nothing was asked of the source.
    case subscriptionRequired
    /// The source does not offer what was asked (Lorem Picsum has no topics; nothing offline serves a
    /// random pick): the text says what, and where to go instead. Asking again will not help.
    case unsupported(String)
    /// The operation was cancelled before it finished.
    case cancelled
}

/// Why a source could not be reached, without naming the transport that failed.
public enum ConnectivityFailure: Hashable, Sendable {
    /// The address of the source is malformed.
    case invalidAddress
    /// The host name did not resolve.
    case hostNotFound
    /// Nothing accepted the connection.
    case cannotConnect
    /// The source did not send its whole answer in the time allowed: none came, or it came too slowly.
    case timedOut
    /// The source began to answer, then stopped sending (or sent too slowly) before the answer was whole.
    case stalled
    /// A secure connection could not be established.
    case insecureConnection
    /// The answer was larger than the client accepts.
    case responseTooLarge
    /// The connection broke before the whole answer arrived.
    case interrupted
    /// The source redirected more times than are followed (a redirect loop).
    case tooManyRedirects
    /// The source redirected to an address that is not http(s), or that carries a user name or password,
    /// which is never followed.
    case unsafeRedirect
    /// The exchange failed in another way. `diagnostic` is the transport's own words for it (libcurl's
    /// error text, say), kept verbatim for a person or a log to quote; Domain adds no words of its own.
    case other(diagnostic: String)
}
