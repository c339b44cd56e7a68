public import Presentation
public import Reactive

/// The classic counter: a + and a − button change a number the screen shows. Combine's `CountViewModel`
/// (button taps as `AnyPublisher<Void, Never>` inputs, the count in a `CurrentValueSubject`) rewritten as a
/// PhotoList view model, so the two can be read side by side.
///
/// The count starts where the caller says (zero by default) and may go below zero. At the ends of `Int` a
/// press that would overflow leaves the count as it is: a counter must not crash the app.
@MainActor
public final class CounterViewModel: ViewModelType {
    /// What the counter screen sends: one event per button press.
    public struct Input: Sendable {
        /// The user pressed +.
        public let increment: PublishRelay<Void>
        /// The user pressed −.
        public let decrement: PublishRelay<Void>

        /// Creates the input relays.
        public init(increment: PublishRelay<Void> = .init(), decrement: PublishRelay<Void> = .init()) {
            self.increment = increment
            self.decrement = decrement
        }
    }

    /// What the counter screen shows.
    public struct Output: Sendable {
        /// The current count, for a view that formats it itself (a gauge, a stepper).
        public let count: Driver<Int>
        /// The count as the label shows it: a negative count with a minus sign (−1), not a hyphen (-1).
        public let countText: Driver<String>
    }

    private let count: CurrentValueRelay<Int>
    private let countText: CurrentValueRelay<String>
    private let lifetime = Lifetime()

    /// Creates a counter that shows `initialCount` until the first press.
    public init(initialCount: Int = 0) {
        count = CurrentValueRelay(initialCount)
        countText = CurrentValueRelay(Self.text(for: initialCount))
    }

    /// Subscribes to the buttons and returns what the screen shows. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, not inside the tasks, so a press sent right after this returns is not missed.
        let (increments, decrements) = (input.increment.values, input.decrement.values)
        lifetime.observe(increments) { [weak self] _ in self?.add(1) }
        lifetime.observe(decrements) { [weak self] _ in self?.add(-1) }
        return Output(count: Driver(count), countText: Driver(countText))
    }

    private func add(_ delta: Int) {
        let (sum, overflow) = count.value.addingReportingOverflow(delta)
        guard !overflow else { return }
        count.send(sum)
        countText.send(Self.text(for: sum))
    }

    /// `count` as the label shows it, with the typographic minus sign (U+2212) a designer would ask for.
    private static func text(for count: Int) -> String {
        count < 0 ? "\u{2212}\(count.magnitude)" : "\(count)"
    }
}
