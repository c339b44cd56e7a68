import Observation
import Synchronization

/// Whether Observation tells a reader of `read` that something it read changed while `change` runs, the
/// way SwiftUI learns that a view must render again.
///
/// Tracks `read` with `withObservationTracking`, runs `change`, and awaits a continuation that the
/// tracking's `onChange` resumes with `true`. Observation calls `onChange` as the property is about to
/// change, during `change`; if it has not by the time `change` returns, nothing will, and the continuation
/// is resumed with `false` instead, so a missing notification fails the test at once rather than hanging.
@MainActor
func notifiesReader(of read: @MainActor () -> Void, when change: @MainActor () -> Void) async -> Bool {
    await withCheckedContinuation { continuation in
        let once = ResumeOnce(continuation)
        withObservationTracking {
            read()
        } onChange: {
            once.resume(returning: true)
        }
        change()
        once.resume(returning: false)
    }
}

/// A continuation resumed by the first caller only, from any thread.
private final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Bool) {
        continuation.withLock { $0.take() }?.resume(returning: value)
    }
}
