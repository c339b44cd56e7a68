import Reactive
import ReactiveTesting
import Testing

@Suite("Recorder", .timeLimit(.minutes(1)))
struct RecorderTests {
    @Test("given a stream that finishes early, when more values are awaited, then what arrived is returned")
    func returnsEarlyOnFinish() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let recorder = Recorder(stream)
        continuation.yield(1)
        continuation.finish()

        #expect(await recorder.next(3) == [1])
        let matched = await recorder.first { $0 == 2 }
        #expect(matched == nil)
    }

    @Test("given values awaited in batches, when next is called twice, then each batch continues where the last ended")
    func batches() async {
        let relay = PublishRelay<Int>()
        let recorder = Recorder(relay.values)
        for value in 1...4 { relay.send(value) }

        #expect(await recorder.next(3) == [1, 2, 3])
        #expect(await recorder.next() == [4])
        #expect(recorder.values == [1, 2, 3, 4])
    }

    @Test("given a value that never comes, when the waiting task is cancelled (as a time limit does), then the wait returns what arrived instead of hanging")
    func cancellationEndsTheWait() async {
        let relay = PublishRelay<Int>()
        let recorder = Recorder(relay.values)
        relay.send(1)
        _ = await recorder.next()

        let waiting = Task { await recorder.next(2) }
        let searching = Task { await recorder.first { $0 == 3 } }
        waiting.cancel()
        searching.cancel()

        #expect(await waiting.value == [])
        #expect(await searching.value == nil)
    }
}
