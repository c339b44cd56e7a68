/// The elements of all `sequences`, interleaved as they arrive: a view model's inputs as one stream of
/// events (RxSwift's `Observable.merge`). Each sequence is read by a task of its own; the merged stream
/// ends when all of them have, and ending its iteration (its task cancelled) stops every reader.
///
/// Buffering policy: unbounded, like ``PublishRelay``: every input reaches the reducer, in the order each
/// sequence delivered it.
public func merge<Element: Sendable>(_ sequences: [AnyAsyncSequence<Element>]) -> AsyncStream<Element> {
    AsyncStream { continuation in
        let readers = Task {
            await withTaskGroup(of: Void.self) { group in
                for sequence in sequences {
                    group.addTask {
                        for await element in sequence { continuation.yield(element) }
                    }
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in readers.cancel() }
    }
}
