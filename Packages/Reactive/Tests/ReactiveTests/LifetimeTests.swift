import Reactive
import ReactiveTesting
import Testing

@Suite("Lifetime", .timeLimit(.minutes(1)))
struct LifetimeTests {
    @Test("given a subscription stored in a lifetime, when the lifetime is released, then the subscribing task ends")
    func releaseCancels() async {
        let relay = PublishRelay<Int>()
        let (ended, endedContinuation) = AsyncStream.makeStream(of: Void.self)
        let seen = CurrentValueRelay<[Int]>([])
        var lifetime: Lifetime? = Lifetime()
        let values = relay.values
        Task {
            for await value in values { seen.update { $0.append(value) } }
            endedContinuation.yield()
            endedContinuation.finish()
        }
        .store(in: lifetime!)
        let recorder = Recorder(seen.values)
        relay.send(1)
        #expect(await recorder.first { $0 == [1] } == [1])

        lifetime = nil

        var endings = 0
        for await _ in ended { endings += 1 }
        #expect(endings == 1)
        relay.send(2)
        #expect(seen.value == [1])
    }
}
