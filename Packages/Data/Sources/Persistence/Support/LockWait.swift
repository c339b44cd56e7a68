import Foundation

/// How long opening a file waits for a lock another process holds, and the clock that wait is measured on.
///
/// Every lock wait ends: the folder lock taken while opening is polled until `timeout` has passed, and
/// SQLite's busy timeout is set to the same span; either way the caller then gets
/// ``PersistenceError/busy(path:)``. Opening is synchronous, so the clock blocks the thread between polls;
/// tests inject one whose pauses only move its reading, and wait for no real time.
struct LockWait: Sendable {
    /// The longest a lock is waited for; `.zero` tries each lock once.
    let timeout: Duration
    /// The current time.
    let now: @Sendable () -> ContinuousClock.Instant
    /// Blocks the calling thread for about the given span.
    let pause: @Sendable (Duration) -> Void

    /// How often a held folder lock is tried again.
    static let pollInterval: Duration = .milliseconds(10)

    /// Five seconds on the system's monotonic clock.
    static let standard = LockWait(
        timeout: .seconds(5),
        now: { ContinuousClock.now },
        pause: { Thread.sleep(forTimeInterval: $0.timeInterval) }
    )
}
