/// How the non-interactive screens wait for a view model: read its state stream until a state settles
/// into a value, or into a failure.
@MainActor
enum SettledState {
    /// What one state means to a waiting screen.
    enum Verdict<Value> {
        /// Not settled yet: keep reading.
        case pending
        /// Settled with a value.
        case done(Value)
        /// Settled with a failure.
        case failed(CommandFailure)
    }

    /// The value of the first settled state in `states`.
    /// - Throws: the ``CommandFailure`` of a failed state, or one naming `what` if the stream ends first.
    static func first<State, Value>(
        in states: some AsyncSequence<State, Never>,
        what: String,
        _ verdict: (State) -> Verdict<Value>
    ) async throws(CommandFailure) -> Value {
        for await state in states {
            switch verdict(state) {
            case .pending: continue
            case .done(let value): return value
            case .failed(let failure): throw failure
            }
        }
        throw CommandFailure(message: "the \(what) closed before loading", status: .failure)
    }
}
