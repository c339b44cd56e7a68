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
        let matched = await recorder.first { $0 == [1] }
        #expect(matched == [1])

        lifetime = nil

        var endings = 0
        for await _ in ended { endings += 1 }
        #expect(endings == 1)
        relay.send(2)
        #expect(seen.value == [1])
    }
}

@Suite("Lifetime.observe", .timeLimit(.minutes(1)))
struct LifetimeObserveTests {
    @Test("given an observed relay, when events are sent, then each is handled in order on the main actor")
    @MainActor
    func handlesInOrderOnMainActor() async {
        let relay = PublishRelay<Int>()
        let lifetime = Lifetime()
        let handled = CurrentValueRelay<[Int]>([])
        let recorder = Recorder(handled.values)

        lifetime.observe(relay.values) { value in
            MainActor.assertIsolated()
            handled.update { $0.append(value) }
        }
        for value in 1...5 { relay.send(value) }

        let matched = await recorder.first { $0.count == 5 }
        #expect(matched == [1, 2, 3, 4, 5])
    }
}
