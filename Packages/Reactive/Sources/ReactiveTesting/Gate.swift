import Synchronization

/// A one-shot barrier for tests: ``wait()`` suspends until ``open()`` is called, and returns at once
/// afterwards. Hold a fake's answer behind one to decide, without sleeping, when it arrives.
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Creates a closed gate.
    public init() {}

    /// Suspends until the gate is open.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens the gate for good, releasing every waiter.
    public func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }
}
