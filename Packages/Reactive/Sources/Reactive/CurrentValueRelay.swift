import Synchronization

/// A multicast value that always has a current state: a new subscriber first receives the latest value,
/// then every later one. The analogue of RxSwift's `BehaviorRelay`/`BehaviorSubject` and Combine's
/// `CurrentValueSubject`, for view-model state.
///
/// Buffering policy: newest one per subscriber. State is only interesting as of now, so a slow subscriber
/// skips intermediate values and always lands on the latest; ``value`` is readable synchronously.
/// Safe from any thread or task but one place: a task-cancellation handler or a stream's `onTermination`
/// must not send to it or subscribe to it, since it runs holding the cancelled task's lock, which a
/// delivery under way may be waiting for to wake that task. ``value`` is safe there. When the relay is
/// released, every subscription finishes.
public final class CurrentValueRelay<Element: Sendable>: Sendable {
    private let subscribers = SubscriberList<Element>()
    private let current: Mutex<Element>

    /// Creates a relay holding `initialValue`.
    public init(_ initialValue: Element) {
        current = Mutex(initialValue)
    }

    deinit {
        subscribers.finishAll()
    }

    /// The latest value sent (or the initial one).
    public var value: Element {
        current.withLock { $0 }
    }

    /// Replaces the current value and delivers it to every subscriber.
    public func send(_ element: Element) {
        // Stored inside the delivery, so the stored value and the delivery order stay in step.
        subscribers.deliver {
            current.withLock { $0 = element }
            return element
        }
    }

    /// Replaces the current value with the result of `transform` applied to it, atomically.
    public func update(_ transform: (inout Element) -> Void) {
        subscribers.deliver {
            current.withLock { value in
                transform(&value)
                return value
            }
        }
    }

    /// A new subscription that starts with the current value, read between two deliveries, so the new
    /// subscriber neither misses a later value nor receives one twice.
    public var values: AsyncStream<Element> {
        subscribers.subscribe(bufferingPolicy: .bufferingNewest(1)) { current.withLock { $0 } }
    }
}
