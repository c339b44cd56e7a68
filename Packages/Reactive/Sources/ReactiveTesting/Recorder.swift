import Reactive
import Synchronization

/// Records what an asynchronous sequence emits so a test can await values without sleeping.
///
/// Start it before triggering the work under test. For event streams, `await recorder.next(2)` suspends
/// until two more values have arrived. For state streams (which may skip intermediate values by design),
/// `await recorder.first { $0.isLoaded }` suspends until a value matching the predicate has arrived.
/// Both return early when the sequence finishes, or when the waiting task is cancelled (a test's time limit
/// cancels it), so a broken expectation fails instead of hanging.
public final class Recorder<Element: Sendable>: Sendable {
    private struct State {
        var values: [Element] = []
        var consumed = 0
        var finished = false
        var waiters: [(id: Int, total: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var nextWaiter = 0
        /// Waits whose task was cancelled while no waiter of theirs was registered: before it was (it then
        /// returns at once), or after a value had served it (the id is simply never used again).
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())
    private let task = Mutex<Task<Void, Never>?>(nil)

    /// Starts recording `sequence` at once.
    public init<S: AsyncSequence<Element, Never> & Sendable>(_ sequence: S) {
        let started = Task { [weak self] in
            for await value in sequence {
                self?.record(value)
            }
            self?.finish()
        }
        task.withLock { $0 = started }
    }

    deinit {
        // Cancelled after the lock is let go, as everywhere: cancelling runs handlers that may take locks.
        task.withLock { $0 }?.cancel()
    }

    /// Every value recorded so far.
    public var values: [Element] {
        state.withLock { $0.values }
    }

    /// Waits until `count` values beyond those already returned by `next` have arrived, and returns them
    /// (fewer if the sequence finishes or the task is cancelled first).
    public func next(_ count: Int = 1) async -> [Element] {
        let target = state.withLock { $0.consumed + count }
        await waitUntilRecorded(target)
        return state.withLock { state in
            let end = min(state.values.count, target)
            defer { state.consumed = end }
            return Array(state.values[state.consumed..<end])
        }
    }

    /// Waits for the first recorded value (counting from the start) that satisfies `predicate`;
    /// `nil` if the sequence finishes, or the task is cancelled, without one.
    public func first(where predicate: @Sendable (Element) -> Bool) async -> Element? {
        var checked = 0
        while true {
            let (values, finished) = state.withLock { ($0.values, $0.finished) }
            if let match = values[checked...].first(where: predicate) {
                return match
            }
            if finished || Task.isCancelled {
                return nil
            }
            checked = values.count
            await waitUntilRecorded(checked + 1)
        }
    }

    /// Stops recording.
    public func cancel() {
        task.withLock { $0 }?.cancel()
    }

    private func waitUntilRecorded(_ total: Int) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    if state.finished || state.values.count >= total || state.cancelled.remove(id) != nil {
                        return true
                    }
                    state.waiters.append((id, total, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return CheckedContinuation<Void, Never>?.none
                }
                return state.waiters.remove(at: index).continuation
            }
            waiting?.resume()
        }
    }

    private func record(_ value: Element) {
        let ready = state.withLock { state in
            state.values.append(value)
            return takeReadyWaiters(&state)
        }
        ready.forEach { $0.resume() }
    }

    private func finish() {
        let ready = state.withLock { state in
            state.finished = true
            return takeReadyWaiters(&state)
        }
        ready.forEach { $0.resume() }
    }

    private func takeReadyWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let isReady = { [count = state.values.count, finished = state.finished] (total: Int) in
            finished || count >= total
        }
        let ready = state.waiters.filter { isReady($0.total) }.map(\.continuation)
        state.waiters.removeAll { isReady($0.total) }
        return ready
    }
}
