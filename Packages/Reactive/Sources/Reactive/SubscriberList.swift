import Synchronization

/// The set of live subscriptions shared by the relays: registers, delivers one event at a time, and forgets
/// a subscription as soon as its consumer stops.
///
/// Two locks, because cancelling a subscriber's task takes that task's lock and then the list's (to end the
/// subscription, ``remove(_:)``), while waking the task takes the task's lock. So the list's lock is never
/// held while waking: a delivery holds `delivery` instead, which ending a subscription never takes.
final class SubscriberList<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
    }

    /// The subscriptions; held only to read or change them, never while yielding.
    private let state = Mutex(State())
    /// Held for a whole delivery and a whole registration, so that events from racing senders reach every
    /// subscriber in one order, and a subscriber registers between two deliveries, never during one.
    private let delivery = Mutex(())

    /// Registers a subscriber and returns its stream, primed with what `initial` returns (if anything),
    /// which is read between two deliveries: nothing sent is missed after it, nor received twice.
    func subscribe(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy,
        initial: () -> Element?
    ) -> AsyncStream<Element> {
        let (stream, continuation, id) = delivery.withLock { _ in
            let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
            if let first = initial() {
                continuation.yield(first)
            }
            let id = state.withLock { state in
                defer { state.nextID += 1 }
                state.continuations[state.nextID] = continuation
                return state.nextID
            }
            return (stream, continuation, id)
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    /// Delivers what `next` returns to every subscriber; `next` runs inside the delivery, so a relay can
    /// store the value it delivers in the same step. Racing deliveries reach all subscribers in one order;
    /// a subscription ended meanwhile ignores the event.
    func deliver(_ next: () -> Element) {
        delivery.withLock { _ in
            let element = next()
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
