/// A multicast stream of events with no current value: every subscriber receives each event sent after it
/// subscribed, in the order sent. The analogue of RxSwift's `PublishRelay`/`PublishSubject` and Combine's
/// `PassthroughSubject`, for view-model inputs.
///
/// Buffering policy: unbounded per subscriber, so no input event (a key press, a page request) is ever
/// dropped; a subscriber that stops iterating should cancel its task, which ends its subscription.
/// Sending and subscribing are safe from any thread or task but one place: a task-cancellation handler or
/// a stream's `onTermination` must do neither, since it runs holding the cancelled task's lock, which a
/// delivery under way may be waiting for to wake that task. Events from concurrent senders reach every subscriber in one
/// and the same order. When the relay is released, every subscription finishes.
public final class PublishRelay<Element: Sendable>: Sendable {
    private let subscribers = SubscriberList<Element>()

    /// Creates a relay with no subscribers.
    public init() {}

    deinit {
        subscribers.finishAll()
    }

    /// Delivers `element` to every current subscriber.
    public func send(_ element: Element) {
        subscribers.deliver { element }
    }

    /// A new subscription. Registration happens on access, so an event sent right after this returns is
    /// delivered even if the consumer has not started iterating yet.
    public var values: AsyncStream<Element> {
        subscribers.subscribe(bufferingPolicy: .unbounded) { nil }
    }
}

extension PublishRelay where Element == Void {
    /// Delivers an event that carries no value.
    public func send() {
        send(())
    }
}
