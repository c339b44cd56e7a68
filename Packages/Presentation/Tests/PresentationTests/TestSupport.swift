import Synchronization

/// A one-shot barrier: `wait()` suspends until `open()` is called (or returns at once afterwards).
final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Adds one and returns the new count.
    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
