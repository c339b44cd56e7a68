import Synchronization
import Observation

/// Suspends until Observation reports a change to something `read` reads. Send the input first: delivery
/// happens on the main actor after this suspends, so the change cannot come before tracking starts.
@MainActor
func nextChange(of read: @escaping @MainActor () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        withObservationTracking(read, onChange: { continuation.resume() })
    }
}

/// Suspends, change by change as Observation reports them, until `condition` holds.
@MainActor
func untilObserved(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
        await nextChange { _ = condition() }
    }
}

/// How many times Observation reported a change, counted from its `onChange` (which may run off the
/// main actor, hence the lock).
final class ChangeCount: Sendable {
    private let count = Mutex(0)

    /// The changes counted so far.
    var value: Int { count.withLock { $0 } }

    /// Counts one change.
    func record() { count.withLock { $0 += 1 } }
}
