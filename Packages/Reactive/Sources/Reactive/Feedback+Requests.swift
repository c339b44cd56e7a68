extension Feedback {
    /// RxFeedback's `react(requests:effects:)`: every request the state asks for (distinct, started in the
    /// order given) runs its effect once, side by side, and each effect's event is fed back. A request that leaves the set has its effect
    /// cancelled and its event, if it still comes, dropped; a request that stays is not started again. For
    /// work of which a screen wants several at once (the pictures on screen, a few at a time).
    ///
    /// Some work does not stop the moment it is cancelled (a decode under way). When the state must count
    /// such work until it has really ended, `cancelledEnded` is the event sent, in place of the dropped one,
    /// when a cancelled effect finally returns.
    ///
    /// Each effect starts on the main actor (it is `nonisolated(nonsending)`), as ``react(request:effect:)``'s
    /// does, so effects started by one state begin in the order given: what they hand on at once (a write
    /// queued in order) keeps that order.
    public static func react<Request: Hashable & Sendable>(
        requests: @escaping @MainActor (State) -> [Request],
        effect: nonisolated(nonsending) @escaping @Sendable (Request) async -> Event,
        cancelledEnded: (@Sendable (Request) -> Event)? = nil
    ) -> Feedback {
        let running = RunningRequests<Request>()
        return Feedback { state, send, lifetime in
            let ordered = requests(state)
            let wanted = Set(ordered)
            for (request, run) in running.runs where !wanted.contains(request) {
                run.task.cancel()
                lifetime.remove(run.task)
                running.runs[request] = nil
            }
            for request in ordered where running.runs[request] == nil {
                let token = running.nextToken()
                // The lifetime is not kept alive by its own tasks: ending it must cancel them.
                let task = Task { @MainActor [weak lifetime] in
                    let event = await effect(request)
                    // Dropped if the state stopped asking for it while the effect ran.
                    guard !Task.isCancelled, let run = running.runs[request], run.token == token else {
                        if let cancelledEnded { send(cancelledEnded(request)) }
                        return
                    }
                    running.runs[request] = nil
                    lifetime?.remove(run.task)
                    send(event)
                }
                running.runs[request] = (token, task)
                task.store(in: lifetime)
            }
        }
    }
}

/// The requests a ``Feedback/react(requests:effect:cancelledEnded:)`` loop is running, each with its task
/// and the token that tells this run from a later one of the same request.
@MainActor
private final class RunningRequests<Request: Hashable & Sendable> {
    var runs: [Request: (token: Int, task: Task<Void, Never>)] = [:]
    private var tokens = 0

    func nextToken() -> Int {
        tokens += 1
        return tokens
    }
}
