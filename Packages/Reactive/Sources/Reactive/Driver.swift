/// A read-only, never-failing view of state for a UI, delivered on the main actor. The analogue of
/// RxCocoa's `Driver`: it always has a value, replays the latest one to a new subscriber, and skips
/// values equal to the one before.
///
/// Buffering policy: that of ``CurrentValueRelay`` — newest one per subscriber.
public struct Driver<Element: Sendable & Equatable>: Sendable {
    private let read: @Sendable () -> Element
    private let subscribe: @Sendable () -> AnyAsyncSequence<Element>

    /// A driver that shows what `relay` holds. Only the relay's owner can change it.
    public init(_ relay: CurrentValueRelay<Element>) {
        read = { relay.value }
        subscribe = { AnyAsyncSequence(relay.values) }
    }

    private init(read: @escaping @Sendable () -> Element, subscribe: @escaping @Sendable () -> AnyAsyncSequence<Element>) {
        self.read = read
        self.subscribe = subscribe
    }

    /// The latest value.
    public var value: Element {
        read()
    }

    /// The latest value, then each distinct later one.
    public var values: some AsyncSequence<Element, Never> & Sendable {
        DistinctUntilChangedSequence(subscribe())
    }

    /// Calls `render` on the main actor with the latest value and each distinct later one, until
    /// `lifetime` ends.
    public func drive(in lifetime: Lifetime, _ render: @escaping @MainActor @Sendable (Element) -> Void) {
        lifetime.observe(values) { value in render(value) }
    }

    /// The driver of a part of this one's value (RxCocoa's `map` on a driver): a state machine's state
    /// shown as what its view renders. Its value is `transform` of the latest; equal parts are skipped.
    public func map<Part: Sendable & Equatable>(_ transform: @escaping @Sendable (Element) -> Part) -> Driver<Part> {
        let (read, subscribe) = (self.read, self.subscribe)
        return Driver<Part>(
            read: { transform(read()) },
            subscribe: { AnyAsyncSequence(subscribe().map(transform)) }
        )
    }
}
