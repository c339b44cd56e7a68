import Synchronization

/// The set of live subscriptions shared by the relays: registers, delivers one event at a time, and forgets
/// a subscription as soon as its consumer stops.
///
/// Two locks, because waking a subscriber and ending one take the subscriber task's own lock in opposite
/// orders. Yielding to a waiting consumer takes its task's lock; cancelling that task takes the same lock
/// first and then ends the subscription (``remove(_:)``). So the list's lock is never held while yielding:
/// deliveries hold `delivery` instead, which ending a subscription never takes.
final class SubscriberList<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
    }

    /// The subscriptions; held only to read or change them, never while yielding.
    private let state = Mutex(State())
    /// Held for a whole delivery, so that events from racing senders reach every subscriber in one order.
    private let delivery = Mutex(())

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

    /// Delivers `element` to every subscriber. One delivery at a time gives all subscribers the same order
    /// when senders race; a subscription ended meanwhile ignores the event.
    func yield(_ element: Element) {
        delivery.withLock { _ in
            for continuation in state.withLock({ Array($0.continuations.values) }) {
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
