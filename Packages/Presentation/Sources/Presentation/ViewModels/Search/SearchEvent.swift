import Domain
import Reactive

/// What one search session reports to ``SearchViewModel``. Each session serves one query; its ticket
/// tells the view model whether the report is about the query the user asked for last.
enum SearchEvent: Sendable {
    /// The field became blank: show suggestions instead of results.
    case cleared(session: LatestRequest.Ticket)
    /// A search for `query` began.
    case started(session: LatestRequest.Ticket, query: String)
    /// A page of results for the session's query arrived.
    case loaded(session: LatestRequest.Ticket, query: SearchQuery, request: PageRequest, page: PhotoPage)
    /// The session's query was refused or a page of it failed.
    case failed(session: LatestRequest.Ticket, query: String, error: DomainError)

    /// The session the event belongs to.
    var session: LatestRequest.Ticket {
        switch self {
        case .cleared(let session), .started(let session, _), .loaded(let session, _, _, _), .failed(let session, _, _):
            session
        }
    }
}

/// A request for a further page, addressed to one session.
struct SearchPageCall: Sendable {
    let session: LatestRequest.Ticket
    let request: PageRequest
}
