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
            let matched = await cancelledRecorder.first { $0 == ["a"] }
            #expect(matched == ["a"])
            inners.withLock { $0["a"] }?.send("a2")
            inners.withLock { $0["b"] }?.send("b1")

            #expect(await recorder.next(1) == ["b1"])
            #expect(recorder.values == ["a1", "b1"])
        }
    }

    @Test("given a new element that arrives while the consumer is busy, when a further element follows, then that one's inner sequence is delivered too")
    func switchMapKeepsReadingWhileTheConsumerIsBusy() async {
        // swift-async-algorithms' flatMapLatest (1.1.4) lost "c" here: with the consumer busy when "b"
        // came, it parked its reading of the outer sequence, then woke only the inner one, for good.
        await withMainSerialExecutor {
            let outer = PublishRelay<String>()
            let demands = PublishRelay<Void>()
            let received = PublishRelay<String>()
            let recorder = Recorder(received.values)
            // Each inner sequence, like a search session, reports once and then waits for more.
            let switched = outer.values.switchMap { key in AsyncStream<String> { $0.yield(key) } }
            let demandValues = demands.values
            // A consumer that asks for the next element only when the test says so.
            let consumer = Task {
                var iterator = switched.makeAsyncIterator()
                for await _ in demandValues {
                    guard let value = await iterator.next(isolation: nil) else { return }
                    received.send(value)
                }
            }
            await Task.megaYield()

            demands.send()
            outer.send("a")
            #expect(await recorder.next() == ["a"])
            outer.send("b")
            await Task.megaYield()
            demands.send()
            #expect(await recorder.next() == ["b"])
            outer.send("c")
            demands.send()
            for _ in 0..<10 { await Task.megaYield() }

            #expect(recorder.values == ["a", "b", "c"])
            consumer.cancel()
        }
    }

    @Test("given an outer sequence that ends, when its last inner sequence ends, then the switched sequence ends after that one's elements")
    func switchMapEndsAfterTheLastInner() async {
        let (outer, outerInput) = AsyncStream.makeStream(of: Int.self)
        let switched = outer.switchMap { number in
            AsyncStream<Int> { inner in
                inner.yield(number * 10)
                inner.finish()
            }
        }
        outerInput.yield(1)
        outerInput.finish()

        var received: [Int] = []
        for await value in switched { received.append(value) }

        #expect(received == [10])
    }

    @Test("given an inner sequence in progress, when the consumer stops, then the inner sequence is cancelled")
    func switchMapCancelsTheInnerWhenTheConsumerStops() async {
        let outer = PublishRelay<String>()
        let cancelled = CurrentValueRelay<[String]>([])
        let cancelledRecorder = Recorder(cancelled.values)
        let recorder = Recorder(outer.values.switchMap { key in
            AsyncStream<String> { continuation in
                continuation.yield(key)
                continuation.onTermination = { termination in
                    if case .cancelled = termination { cancelled.update { $0.append(key) } }
                }
            }
        })
        outer.send("a")
        #expect(await recorder.next() == ["a"])

        recorder.cancel()

        let matched = await cancelledRecorder.first { $0 == ["a"] }
        #expect(matched == ["a"])
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

    @Test("given a main-actor consumer, when it reads distinctUntilChanged, then every read of the base is asked in the main actor's isolation")
    @MainActor
    func distinctUntilChangedReadsInTheConsumersIsolation() async {
        let log = IsolationLog()
        var values: [Int] = []

        for await value in IsolationRecordingSequence(log: log).distinctUntilChanged() { values.append(value) }

        #expect(values == [0, 1, 2])
        #expect(log.reads == [true, true, true, true, true], "each read: was it asked on the main actor?")
    }

    @Test("given several relays merged, when each sends, then every element arrives once, each relay's in its own order")
    func mergeKeepsEveryElement() async {
        let (letters, numbers) = (PublishRelay<String>(), PublishRelay<String>())
        let merged = Recorder(merge([AnyAsyncSequence(letters.values), AnyAsyncSequence(numbers.values)]))

        for (letter, number) in zip(["a", "b", "c"], ["1", "2", "3"]) {
            letters.send(letter)
            numbers.send(number)
        }
        let all = await merged.next(6)

        #expect(Set(all) == ["a", "b", "c", "1", "2", "3"])
        #expect(all.filter { $0.first!.isLetter } == ["a", "b", "c"])
        #expect(all.filter { $0.first!.isNumber } == ["1", "2", "3"])
    }
}

/// Whether each read of an ``IsolationRecordingSequence`` was asked on the main actor.
private final class IsolationLog: Sendable {
    private let onMainActor = Mutex<[Bool]>([])

    var reads: [Bool] { onMainActor.withLock { $0 } }

    func record(_ isMainActor: Bool) {
        onMainActor.withLock { $0.append(isMainActor) }
    }
}

/// 0, 1, 1, 2, recording the isolation each read is asked in (`next()` counts as none).
private struct IsolationRecordingSequence: AsyncSequence, Sendable {
    struct Iterator: AsyncIteratorProtocol {
        var values = [0, 1, 1, 2][...]
        let log: IsolationLog

        mutating func next() async -> Int? {
            log.record(false)
            return values.popFirst()
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> Int? {
            log.record(actor === MainActor.shared)
            return values.popFirst()
        }
    }

    let log: IsolationLog

    func makeAsyncIterator() -> Iterator {
        Iterator(log: log)
    }
}
