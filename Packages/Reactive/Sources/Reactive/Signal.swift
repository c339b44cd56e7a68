/// A read-only stream of one-off events for a UI (a navigation, a message to flash), delivered on the main
/// actor. The analogue of RxCocoa's `Signal`: it never fails and, unlike ``Driver``, never replays: a
/// subscriber sees only the events emitted after it subscribed, each exactly once.
///
/// Buffering policy: that of ``PublishRelay`` — unbounded per subscriber, so no event is dropped.
public struct Signal<Element: Sendable>: Sendable {
    private let relay: PublishRelay<Element>

    /// A signal that carries what `relay` emits. Only the relay's owner can emit.
    public init(_ relay: PublishRelay<Element>) {
        self.relay = relay
    }

    /// A new subscription to the events emitted from now on.
    public var values: AsyncStream<Element> {
        relay.values
    }

    /// Calls `handle` on the main actor with each event emitted from now on, until `lifetime` ends.
    public func emit(in lifetime: Lifetime, _ handle: @escaping @MainActor @Sendable (Element) -> Void) {
        lifetime.observe(values) { value in handle(value) }
    }
}
