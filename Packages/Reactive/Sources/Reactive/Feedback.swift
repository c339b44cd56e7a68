/// One feedback loop of a ``Driver/system(initialState:reduce:events:feedback:in:)``: it looks at each state
/// the system reaches and may start work whose result comes back as an event. The analogue of RxFeedback's
/// feedback loops, which query the state and emit events.
@MainActor
public struct Feedback<State: Sendable, Event: Sendable> {
    /// Looks at `state` (the initial one, then each after an event); may start work that calls `send`.
    let look: @MainActor (_ state: State, _ send: @escaping @MainActor (Event) -> Void, _ lifetime: Lifetime) -> Void

    /// A feedback from a function that looks at each state and may start work that calls `send`. Prefer
    /// ``react(request:effect:)``, which also cancels work the state no longer asks for.
    public init(_ look: @escaping @MainActor (_ state: State, _ send: @escaping @MainActor (Event) -> Void, _ lifetime: Lifetime) -> Void) {
        self.look = look
    }

    /// RxFeedback's `react(request:effects:)`: while the state asks for `request` (it returns one), the
    /// effect runs once for it and its event is fed back. When the state asks for another request, or for
    /// none, the effect running for the old one is cancelled and its event, if it still comes, is dropped:
    /// the one way a screen ignores stale results. To run the same request again (a retry), the state asks
    /// for a request that differs (carry an attempt number in it).
    ///
    /// The effect starts on the main actor (it is `nonisolated(nonsending)`), so one whose answer is at
    /// hand (a page from the local cache) comes back without a thread hop; whatever it awaits that is slow
    /// runs where that work says (a plain `async` or `@concurrent` function runs off the main actor).
    public static func react<Request: Equatable & Sendable>(
        request: @escaping @MainActor (State) -> Request?,
        effect: nonisolated(nonsending) @escaping @Sendable (Request) async -> Event
    ) -> Feedback {
        let running = RunningRequest<Request>()
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
            // The lifetime is not kept alive by its own tasks: ending it must cancel them.
            let task = Task { @MainActor [weak lifetime] in
                let event = await effect(wanted)
                // Dropped if the state moved on to another request while the effect ran.
                guard !Task.isCancelled, running.request == wanted else { return }
                running.request = nil
                if let task = running.task { lifetime?.remove(task) }
                running.task = nil
                send(event)
            }
            running.task = task
            task.store(in: lifetime)
        }
    }
}

/// The request a ``Feedback/react(request:effect:)`` loop is running, and its task.
@MainActor
private final class RunningRequest<Request: Sendable> {
    var request: Request?
    var task: Task<Void, Never>?
}
