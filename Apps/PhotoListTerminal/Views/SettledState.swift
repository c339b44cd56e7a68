public import Presentation

/// Why a non-interactive screen ended without a value. The app turns it into its message and exit status.
public enum ScreenFailure: Error, Sendable {
    /// The view model reported this failure.
    case failed(ErrorDisplay)
    /// The state stream ended before a state settled; `what` names the screen ("photo list").
    case closed(what: String)
}

/// How the non-interactive screens wait for a view model: read its state stream until a state settles
/// into a value, or into a failure.
@MainActor
public enum SettledState {
    /// What one state means to a waiting screen.
    public enum Verdict<Value> {
        /// Not settled yet: keep reading.
        case pending
        /// Settled with a value.
        case done(Value)
        /// Settled with the view model's failure.
        case failed(ErrorDisplay)
    }

    /// The value of the first settled state in `states`.
    /// - Throws: ``ScreenFailure/failed(_:)`` for a failed state, or ``ScreenFailure/closed(what:)`` naming
    ///   `what` if the stream ends first.
    public static func first<State, Value>(
        in states: some AsyncSequence<State, Never>,
        what: String,
        _ verdict: (State) -> Verdict<Value>
    ) async throws(ScreenFailure) -> Value {
        for await state in states {
            switch verdict(state) {
            case .pending: continue
            case .done(let value): return value
            case .failed(let display): throw .failed(display)
            }
        }
        throw .closed(what: what)
    }
}
