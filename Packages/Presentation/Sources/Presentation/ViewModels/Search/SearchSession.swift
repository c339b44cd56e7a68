import Domain
import Reactive

/// The search for one query: fetches its first page at once, then each further page asked for, reporting
/// everything as ``SearchEvent``s. The view model runs one session at a time under `switchMap` (RxSwift's
/// `flatMapLatest`), which ends the older session (and cancels its request) the moment a newer query
/// arrives.
struct SearchSession: Sendable {
    /// The session's place among all sessions; reports of all but the latest are stale.
    let id: LatestRequest.Ticket
    let text: String
    let makeQuery: @Sendable (String) throws(DomainError) -> SearchQuery
    let search: any SearchPhotosUseCase
    let firstPage: PageRequest
    /// Page requests for every session; this one answers only those addressed to it.
    let pageCalls: AsyncStream<SearchPageCall>

    /// The session's reports; ending the iteration cancels the request in flight.
    var events: AsyncStream<SearchEvent> {
        AsyncStream { continuation in
            let task = Task {
                await run(continuation)
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func run(_ continuation: AsyncStream<SearchEvent>.Continuation) async {
        guard !text.isEmpty else {
            continuation.yield(.cleared(session: id))
            return
        }
        let query: SearchQuery
        do throws(DomainError) {
            query = try makeQuery(text)
        } catch {
            continuation.yield(.failed(session: id, query: text, error: error))
            return
        }
        continuation.yield(.started(session: id, query: text))
        await fetch(query, firstPage, into: continuation)
        for await call in pageCalls where call.session == id {
            await fetch(query, call.request, into: continuation)
        }
    }

    private func fetch(_ query: SearchQuery, _ request: PageRequest, into continuation: AsyncStream<SearchEvent>.Continuation) async {
        do throws(DomainError) {
            let page = try await search.execute(query, page: request)
            continuation.yield(.loaded(session: id, query: query, request: request, page: page))
        } catch {
            continuation.yield(.failed(session: id, query: query.text, error: error))
        }
    }
}
