public import Observation

/// The counter of `Examples/Counter` as SwiftUI writes view models since iOS 17: an `@Observable` class
/// whose view calls plain methods and reads plain properties. No input or output streams: a view that
/// reads ``count`` (or ``countText``) while rendering is rendered again when it changes, because
/// Observation tracks the reads.
///
/// Same behaviour as `CounterViewModel`: the count may go below zero, a press that would overflow `Int`
/// leaves it as it is, and the text writes a negative count with a minus sign (−1).
@MainActor
@Observable
public final class ObservableCounterViewModel {
    /// The current count. Changed only by ``increment()`` and ``decrement()``.
    public private(set) var count: Int

    /// Creates a counter that shows `count` until the first press.
    public init(count: Int = 0) {
        self.count = count
    }

    /// The count as the label shows it, with the typographic minus sign (U+2212). Computed from
    /// ``count``, so a view reading it is told of every change of the count.
    public var countText: String {
        count < 0 ? "\u{2212}\(count.magnitude)" : "\(count)"
    }

    /// The user pressed +.
    public func increment() {
        add(1)
    }

    /// The user pressed −.
    public func decrement() {
        add(-1)
    }

    private func add(_ delta: Int) {
        let (sum, overflow) = count.addingReportingOverflow(delta)
        guard !overflow else { return }
        count = sum
    }
}
