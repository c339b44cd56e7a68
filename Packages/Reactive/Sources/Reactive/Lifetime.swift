import Synchronization

/// Owns the tasks that keep subscriptions alive and cancels them all when it is released (or when
/// ``cancelAll()`` is called). The analogue of RxSwift's `DisposeBag` and Combine's `Set<AnyCancellable>`.
public final class Lifetime: Sendable {
    private let tasks = Mutex<Set<Task<Void, Never>>>([])

    /// Creates an empty lifetime.
    public init() {}

    deinit {
        cancelAll()
    }

    /// Ties `task` to this lifetime.
    public func insert(_ task: Task<Void, Never>) {
        tasks.withLock { _ = $0.insert(task) }
    }

    /// Unties `task`, which has ended: a lifetime that sees many short tasks (one per request) keeps only
    /// those still running.
    public func remove(_ task: Task<Void, Never>) {
        tasks.withLock { _ = $0.remove(task) }
    }

    /// Cancels every task tied to this lifetime so far.
    public func cancelAll() {
        let owned = tasks.withLock { tasks in
            defer { tasks.removeAll() }
            return tasks
        }
        for task in owned {
            task.cancel()
        }
    }
}

extension Task where Success == Void, Failure == Never {
    /// Ties this task to `lifetime`, which cancels it when released.
    public func store(in lifetime: Lifetime) {
        lifetime.insert(self)
    }
}
