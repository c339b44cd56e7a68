import Synchronization

/// What `switchMap(_:)` returns: the elements of the inner sequence made from the newest element of the
/// base sequence.
///
/// Written here rather than taken from swift-async-algorithms. Its `flatMapLatest` (1.1.4) lets the reader
/// of the base sequence wait for the consumer to ask for an element, and when the consumer asks, it wakes
/// the inner sequence's reader if that one waits too, and not the base's. Both wait after a new element
/// arrived while the consumer was busy with the one before (or, on another thread, the new inner
/// sequence answered before the base's reader came back); then the base is never read again, and every
/// later element is lost: in the app, a query typed after a pause was never searched. (It also records
/// each new inner task without taking its lock.) Here the base is read all the time, whatever the
/// consumer does, and each new element cancels the inner iteration before it at once.
///
/// Buffering policy: unbounded, like ``PublishRelay``: an element of the newest inner sequence that the
/// consumer has not read yet waits for it. Elements a superseded inner sequence produces after being
/// superseded are dropped. The sequence ends when the base has ended and so has the last inner sequence;
/// ending the iteration cancels both.
struct SwitchMapSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Sendable, Base.Failure == Never, Inner.Element: Sendable, Inner.Failure == Never {
    let base: Base
    let transform: @Sendable (Base.Element) -> Inner

    /// Starts reading the base sequence; each iteration reads it anew.
    func makeAsyncIterator() -> AsyncStream<Inner.Element>.Iterator {
        let (stream, output) = AsyncStream.makeStream(of: Inner.Element.self)
        let reading = Task { [base, transform] in
            await Self.run(base, transform, into: output)
        }
        output.onTermination = { _ in reading.cancel() }
        return stream.makeAsyncIterator()
    }

    private static func run(
        _ base: Base,
        _ transform: @Sendable (Base.Element) -> Inner,
        into output: AsyncStream<Inner.Element>.Continuation
    ) async {
        // The number of the newest inner sequence: only it may emit. Checked and yielded under the lock,
        // so a superseded sequence cannot slip an element in after the newer one's first. Yielding there
        // cannot deadlock: ending the output (its consumer cancelled) cancels tasks, never takes `newest`.
        let newest = Mutex(0)
        var inner: Task<Void, Never>?
        for await element in base {
            inner?.cancel()
            let sequence = transform(element)
            let number = newest.withLock { newest in
                newest += 1
                return newest
            }
            inner = Task { @Sendable in
                for await value in sequence {
                    newest.withLock { newest in
                        if newest == number { output.yield(value) }
                    }
                }
            }
        }
        // The base ended (let the last inner sequence finish) or the consumer stopped (cancel it).
        let last = inner
        await withTaskCancellationHandler {
            await last?.value
        } onCancel: {
            last?.cancel()
        }
        output.finish()
    }
}
