import Reactive
import ReactiveTesting
import Testing

@Suite("PublishRelay", .timeLimit(.minutes(1)))
struct PublishRelayTests {
    @Test("given two subscribers, when events are sent, then each receives every event in order")
    func multicasts() async {
        let relay = PublishRelay<Int>()
        let first = Recorder(relay.values)
        let second = Recorder(relay.values)

        relay.send(1)
        relay.send(2)
        relay.send(3)

        #expect(await first.next(3) == [1, 2, 3])
        #expect(await second.next(3) == [1, 2, 3])
    }

    @Test("given an event sent before subscribing, when subscribing, then that event is not replayed")
    func doesNotReplay() async {
        let relay = PublishRelay<String>()
        relay.send("early")
        let recorder = Recorder(relay.values)

        relay.send("late")

        #expect(await recorder.next() == ["late"])
    }

    @Test("given two subscribers and eight concurrent senders, when each sends 1,000 events, then both subscribers receive all 8,000 in one and the same order")
    func concurrentSendersKeepOneOrder() async {
        let relay = PublishRelay<Int>()
        let first = Recorder(relay.values)
        let second = Recorder(relay.values)

        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<8 {
                group.addTask {
                    for index in 0..<1_000 { relay.send(sender * 1_000 + index) }
                }
            }
        }

        let firstOrder = await first.next(8_000)
        #expect(Set(firstOrder) == Set(0..<8_000))
        #expect(await second.next(8_000) == firstOrder)
    }

    @Test("given a subscriber, when the relay is released, then the subscription finishes")
    func finishesOnRelease() async {
        var relay: PublishRelay<Int>? = PublishRelay()
        let stream = relay!.values
        relay?.send(7)
        relay = nil

        var received: [Int] = []
        for await value in stream { received.append(value) }
        #expect(received == [7])
    }
}
