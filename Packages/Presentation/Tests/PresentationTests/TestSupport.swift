import Synchronization

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// The count now.
    var count: Int {
        value.withLock { $0 }
    }

    /// Adds one and returns the new count.
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
