import Clocks
import ConcurrencyExtras
import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Time is virtual: the test clock only moves when a test advances it, and every task runs serially on
/// the main actor, so "nothing happened yet" is a deterministic observation.
@MainActor
@Suite("Operators", .serialized, .timeLimit(.minutes(1)))
struct OperatorTests {
    @Test("given edits 100 ms apart, when the clock passes 299 ms after the last, then nothing is emitted; at 300 ms the last edit is")
    func debounceEmitsTheNewestAfterQuiet() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let relay = PublishRelay<String>()
            let recorder = Recorder(relay.values.debounce(for: .milliseconds(300), clock: clock))
            await Task.megaYield()

            for text in ["c", "ca", "cat"] {
                relay.send(text)
                await Task.megaYield()
                await clock.advance(by: .milliseconds(100))
            }
            await clock.advance(by: .milliseconds(199))
            await Task.megaYield()
            #expect(recorder.values.isEmpty)

            await clock.advance(by: .milliseconds(1))
            #expect(await recorder.next(1) == ["cat"])
        }
    }

    @Test("given an inner sequence in progress, when a new element arrives, then the old inner sequence is cancelled and only the new one's elements follow")
    func switchMapCancelsThePreviousInner() async {
        await withMainSerialExecutor {
            let outer = PublishRelay<String>()
            let inners = Mutex<[String: PublishRelay<String>]>([:])
            let cancelled = CurrentValueRelay<[String]>([])
            let cancelledRecorder = Recorder(cancelled.values)
            let recorder = Recorder(outer.values.switchMap { key in
                let relay = PublishRelay<String>()
                inners.withLock { $0[key] = relay }
                let (stream, continuation) = AsyncStream.makeStream(of: String.self)
                let forward = Task {
                    for await value in relay.values { continuation.yield(value) }
                }
                continuation.onTermination = { termination in
                    forward.cancel()
                    if case .cancelled = termination { cancelled.update { $0.append(key) } }
                }
                return stream
            })
            await Task.megaYield()

            outer.send("a")
            await Task.megaYield()
            inners.withLock { $0["a"] }?.send("a1")
            #expect(await recorder.next(1) == ["a1"])

            outer.send("b")
            #expect(await cancelledRecorder.first { $0 == ["a"] } == ["a"])
            inners.withLock { $0["a"] }?.send("a2")
            inners.withLock { $0["b"] }?.send("b1")

            #expect(await recorder.next(1) == ["b1"])
            #expect(recorder.values == ["a1", "b1"])
        }
    }

    @Test("given repeated values, when distinctUntilChanged, then only changes pass; merged streams deliver both")
    func distinctAndMerge() async {
        await withMainSerialExecutor {
            let left = PublishRelay<Int>(), right = PublishRelay<Int>()
            let recorder = Recorder(left.values.merge(with: right.values).distinctUntilChanged())
            await Task.megaYield()

            for value in [1, 1, 2] { left.send(value); await Task.megaYield() }
            for value in [2, 3, 3] { right.send(value); await Task.megaYield() }

            #expect(await recorder.next(3) == [1, 2, 3])
        }
    }
}
