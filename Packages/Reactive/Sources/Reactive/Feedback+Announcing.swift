extension Feedback {
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
