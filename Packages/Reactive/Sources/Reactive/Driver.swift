internal import AsyncAlgorithms

/// A read-only, never-failing view of state for a UI, delivered on the main actor. The analogue of
/// RxCocoa's `Driver`: it always has a value, replays the latest one to a new subscriber, and skips
/// values equal to the one before.
///
/// Buffering policy: that of ``CurrentValueRelay`` — newest one per subscriber.
public struct Driver<Element: Sendable & Equatable>: Sendable {
    private let relay: CurrentValueRelay<Element>

    /// A driver that shows what `relay` holds. Only the relay's owner can change it.
    public init(_ relay: CurrentValueRelay<Element>) {
        self.relay = relay
    }

    /// The latest value.
    public var value: Element {
        relay.value
    }

    /// The latest value, then each distinct later one.
    public var values: some AsyncSequence<Element, Never> & Sendable {
        relay.values.removeDuplicates()
    }

    /// Calls `render` on the main actor with the latest value and each distinct later one, until
    /// `lifetime` ends.
    public func drive(in lifetime: Lifetime, _ render: @escaping @MainActor @Sendable (Element) -> Void) {
        lifetime.observe(values) { value in render(value) }
    }
}
