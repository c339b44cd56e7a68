extension Feedback {
    /// ``react(request:effect:)`` for work that reports as it goes (a download's progress, then its end):
    /// while the state asks for `request`, `effects` runs once for it and every event it passes to `send`
    /// is fed back, in order. When the state asks for another request, or for none, the work is cancelled
    /// and whatever it still sends is dropped; `ended` is the event sent when such work has really returned
    /// (a cancelled download has removed its partial file), so a state can wait for it.
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
                task.cancel()
                lifetime.remove(task)
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
                        send(event)
                    }
                }
                if running.token == token, running.request == wanted {
                    running.request = nil
                    if let task = running.task { lifetime?.remove(task) }
                    running.task = nil
                } else if let ended {
                    send(ended(wanted))
                }
            }
            running.task = task
            task.store(in: lifetime)
        }
    }

    /// Sends what each state announces (the values its last event produced, such as notices) to `relay`,
    /// in order, once: a state announces a value for exactly one event, so nothing is remembered here.
    public static func announcing<Value: Sendable>(
        _ values: @escaping @MainActor (State) -> [Value],
        to relay: PublishRelay<Value>
    ) -> Feedback {
        Feedback { state, _, _ in
            for value in values(state) { relay.send(value) }
        }
    }
}

/// The request a ``Feedback/react(request:effects:ended:)`` loop is running, its task, and the token of
/// its run.
@MainActor
private final class RunningStream<Request: Sendable> {
    var request: Request?
    var task: Task<Void, Never>?
    private(set) var token = 0

    func nextToken() -> Int {
        token += 1
        return token
    }
}
