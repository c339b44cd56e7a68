extension Driver {
    /// RxFeedback's `system(initialState:reduce:feedback:)`: a screen's state as a fold of its events.
    ///
    /// `events` (the view's inputs, merged into one sequence) and the events `feedback` loops send back are
    /// folded into the state one at a time, on the main actor, by `reduce`, a pure function; each new state
    /// is published (a state equal to the one before is skipped, as a driver does) and shown to every
    /// feedback, which may start work whose result is one more event. The state is all the system keeps:
    /// what to load next, what the screen shows and what it asked for are its fields, so `reduce` alone
    /// says how the screen behaves and is tested as a specification, without relays or clocks.
    /// - Parameters:
    ///   - initialState: the state before any event.
    ///   - reduce: the next state for an event.
    ///   - events: the view's inputs as events; subscribed to before this returns.
    ///   - feedback: the loops that turn states into work and its results into events.
    ///   - lifetime: how long the system runs; ending it cancels every subscription and running effect.
    @MainActor
    public static func system<Event: Sendable>(
        initialState: Element,
        reduce: @escaping @MainActor (inout Element, Event) -> Void,
        events: some AsyncSequence<Event, Never> & Sendable,
        feedback: [Feedback<Element, Event>],
        in lifetime: Lifetime
    ) -> Driver<Element> {
        let relay = CurrentValueRelay(initialState)
        let fold = Fold(relay: relay, reduce: reduce, feedback: feedback, lifetime: lifetime)
        fold.look(at: initialState)
        lifetime.observe(events) { event in fold.send(event) }
        return Driver(relay)
    }
}

/// The running fold of a ``Driver/system(initialState:reduce:events:feedback:in:)``.
@MainActor
private final class Fold<State: Sendable & Equatable, Event: Sendable> {
    private let relay: CurrentValueRelay<State>
    private let reduce: @MainActor (inout State, Event) -> Void
    private let feedback: [Feedback<State, Event>]
    private weak var lifetime: Lifetime?

    init(relay: CurrentValueRelay<State>, reduce: @escaping @MainActor (inout State, Event) -> Void, feedback: [Feedback<State, Event>], lifetime: Lifetime) {
        self.relay = relay
        self.reduce = reduce
        self.feedback = feedback
        self.lifetime = lifetime
    }

    /// Folds `event` into the state, publishes it, and shows it to every feedback.
    func send(_ event: Event) {
        var state = relay.value
        reduce(&state, event)
        if state != relay.value { relay.send(state) }
        look(at: state)
    }

    /// Shows `state` to every feedback, which may start work that sends events back.
    func look(at state: State) {
        guard let lifetime else { return }
        for loop in feedback {
            loop.look(state, { [weak self] event in self?.send(event) }, lifetime)
        }
    }
}
