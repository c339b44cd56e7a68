import Reactive

extension Numbered {
    /// Delivers the value the state asks for (a route to take, a line to show) on `relay`, then reports
    /// `done` with the request's number, so the state stops asking.
    @MainActor
    static func delivering<State: Sendable, Event: Sendable>(
        _ request: @escaping @MainActor (State) -> Numbered<Value>?,
        on relay: PublishRelay<Value>,
        then done: @escaping @Sendable (Int) -> Event
    ) -> Feedback<State, Event> {
        .react(request: request) { asked in
            relay.send(asked.value)
            return done(asked.number)
        }
    }
}
