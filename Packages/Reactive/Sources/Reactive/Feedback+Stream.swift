extension Feedback {
    /// ``react(request:effect:)`` for work that reports as it goes (a download's progress, then its end):
    /// while the state asks for `request`, `effects` runs once for it and every event it passes to `send`
    /// is fed back, in order. When the state moves on because of one of the work's own events (its last),
    /// the work is done. When the state moves on for any other reason, the work is cancelled, whatever it
    /// still sends is dropped, and `ended` is the event sent once it has really returned (a cancelled
    /// download has removed its partial file), so a state can wait for it.
    public static func react<Request: Equatable & Sendable>(
        request: @escaping @MainActor (State) -> Request?,
        effects: @escaping @Sendable (_ request: Request, _ send: @escaping @Sendable (Event) async -> Void) async -> Void,
        ended: (@Sendable (Request) -> Event)? = nil
    ) -> Feedback {
        let running = RunningStream<Request>()
        return Feedback { state, send, lifetime in
            let wanted = request(state)
            guard wanted != running.request else { return }
            if let task = running.task {
                lifetime.remove(task)
                // An event of the work's own moved the state on: it is finishing, not cancelled.
                if running.delivering { running.finishing.insert(running.token) } else { task.cancel() }
            }
            running.request = wanted
            running.task = nil
            guard let wanted else { return }
            let token = running.nextToken()
            // The lifetime is not kept alive by its own tasks: ending it must cancel them.
            let task = Task { @MainActor [weak lifetime] in
                await effects(wanted) { event in
                    await MainActor.run {
                        // Dropped once the state stopped asking for this run.
                        guard running.token == token, running.request == wanted else { return }
                        running.delivering = true
                        defer { running.delivering = false }
                        send(event)
                    }
                }
                if running.token == token, running.request == wanted {
                    running.request = nil
                    if let task = running.task { lifetime?.remove(task) }
                    running.task = nil
                } else if running.finishing.remove(token) == nil, let ended {
                    send(ended(wanted))
                }
            }
            running.task = task
            task.store(in: lifetime)
        }
    }
}

/// The request a ``Feedback/react(request:effects:ended:)`` loop is running, its task, the token of its
/// run, and the runs that finished by their own last event.
@MainActor
private final class RunningStream<Request: Sendable> {
    var request: Request?
    var task: Task<Void, Never>?
    /// Whether the running work's own event is being folded now.
    var delivering = false
    /// Runs whose own event moved the state on: they end without an `ended` event.
    var finishing: Set<Int> = []
    private(set) var token = 0

    func nextToken() -> Int {
        token += 1
        return token
    }
}
