import Synchronization

/// Keeps track of which of a series of requests is the newest, so that only the newest one's answer is
/// used: "latest request wins". A screen that reloads, searches or pages asks again before the last
/// answer has come, and answers can arrive in any order; an older answer arriving last must not replace
/// the newer one.
///
/// Two ways to use it:
/// - ``run(in:_:then:)`` starts the work as a task, cancels the task of the request before it, and
///   delivers the result on the main actor only if no newer request has started by then. This is what a
///   view model loading a page wants.
/// - ``begin()`` hands out a ``Ticket`` for work that runs elsewhere (an `async` call its caller awaits,
///   or a stream of reports); ``isLatest(_:)`` then says whether that work still counts. Nothing is
///   cancelled this way.
///
/// Safe from any thread or task: tickets are numbered under a lock, in the order ``begin()`` is called.
public final class LatestRequest: Sendable {
    /// One request's place in the series. Only the one handed out last is the latest.
    public struct Ticket: Hashable, Sendable {
        fileprivate let number: Int
    }

    private struct State {
        var latest = Ticket(number: 0)
        /// The task ``run(in:_:then:)`` started for the latest request, until it delivers.
        var task: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Creates a series with no request yet.
    public init() {}

    /// Starts a request: returns its ticket, which is now the latest, and cancels the task of the request
    /// before it (if ``run(in:_:then:)`` started one).
    public func begin() -> Ticket {
        let (ticket, superseded) = state.withLock { state in
            state.latest = Ticket(number: state.latest.number + 1)
            defer { state.task = nil }
            return (state.latest, state.task)
        }
        superseded?.cancel()
        return ticket
    }

    /// The ticket handed out last.
    public var latest: Ticket {
        state.withLock { $0.latest }
    }

    /// Whether `ticket` is still the latest: no request began after it.
    public func isLatest(_ ticket: Ticket) -> Bool {
        latest == ticket
    }

    /// Starts `operation` as the latest request, in a task tied to `lifetime`, and cancels the one before.
    /// When the operation ends, `deliver` receives its result on the main actor, unless a newer request
    /// began in the meantime: a superseded result is dropped, whatever it is.
    ///
    /// The operation runs off the main actor; it should give up when its task is cancelled.
    /// - Returns: the task, which a caller may await (it ends after delivering or dropping the result).
    @MainActor
    @discardableResult
    public func run<Success: Sendable, Failure: Error>(
        in lifetime: Lifetime,
        _ operation: @escaping @Sendable () async throws(Failure) -> Success,
        then deliver: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) -> Task<Void, Never> {
        let ticket = begin()
        let task = Task { @MainActor in
            let result: Result<Success, Failure>
            do throws(Failure) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            // Checked and delivered in one main-actor turn, so no newer `run` can start in between.
            guard finish(ticket) else { return }
            deliver(result)
        }
        let superseded = state.withLock { state in
            guard state.latest == ticket else { return true }
            state.task = task
            return false
        }
        // A request begun from another thread in between already made this one stale.
        if superseded { task.cancel() }
        task.store(in: lifetime)
        return task
    }

    /// Whether `ticket` is still the latest; if it is, its task is done and no longer needs cancelling.
    private func finish(_ ticket: Ticket) -> Bool {
        state.withLock { state in
            guard state.latest == ticket else { return false }
            state.task = nil
            return true
        }
    }
}
