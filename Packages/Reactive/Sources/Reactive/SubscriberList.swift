import Synchronization

/// The set of live subscriptions shared by the relays: registers, delivers under one lock, and forgets a
/// subscription as soon as its consumer stops.
final class SubscriberList<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Registers a subscriber and returns its stream, optionally primed with `initial`.
    func subscribe(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy,
        initial: Element?
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
        if let initial {
            continuation.yield(initial)
        }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.continuations[state.nextID] = continuation
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    /// Delivers `element` to every subscriber. Yielding never blocks, so it is safe under the lock, and
    /// doing it there gives all subscribers the same order when senders race.
    func yield(_ element: Element) {
        state.withLock { state in
            for continuation in state.continuations.values {
                continuation.yield(element)
            }
        }
    }

    /// Ends every subscription.
    func finishAll() {
        let continuations = state.withLock { state in
            defer { state.continuations.removeAll() }
            return Array(state.continuations.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }

    /// The number of live subscriptions.
    var count: Int {
        state.withLock { $0.continuations.count }
    }

    private func remove(_ id: Int) {
        _ = state.withLock { $0.continuations.removeValue(forKey: id) }
    }
}
