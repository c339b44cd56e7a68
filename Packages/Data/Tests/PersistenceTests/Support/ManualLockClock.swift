import Foundation
@testable import Persistence
import Synchronization

/// A clock for ``LockWait`` that never sleeps: each pause moves its reading forward by the span asked, and
/// is counted, so a test sees how long opening would have waited without waiting.
final class ManualLockClock: Sendable {
    private struct State {
        var now: ContinuousClock.Instant
        var pauses = 0
    }

    private let start: ContinuousClock.Instant
    private let state: Mutex<State>
    private let onPause: @Sendable (Int) -> Void

    /// A clock at the present; `onPause` runs after each pause with the number of pauses so far.
    init(onPause: @escaping @Sendable (Int) -> Void = { _ in }) {
        start = .now
        state = Mutex(State(now: start))
        self.onPause = onPause
    }

    /// The time the pauses add up to.
    var elapsed: Duration { start.duration(to: state.withLock { $0.now }) }

    /// How many times a lock wait paused.
    var pauses: Int { state.withLock { $0.pauses } }

    /// A lock wait of `timeout` on this clock.
    func wait(timeout: Duration) -> LockWait {
        LockWait(
            timeout: timeout,
            now: { self.state.withLock { $0.now } },
            pause: { span in
                let count = self.state.withLock { state in
                    state.now += span
                    state.pauses += 1
                    return state.pauses
                }
                self.onPause(count)
            }
        )
    }
}
