import Reactive
import ReactiveTesting
import Testing

@Suite("CurrentValueRelay", .timeLimit(.minutes(1)))
struct CurrentValueRelayTests {
    @Test("given an initial value, when a subscriber arrives, then it first receives that value")
    func replaysInitial() async {
        let relay = CurrentValueRelay("idle")
        let recorder = Recorder(relay.values)

        #expect(await recorder.next() == ["idle"])
    }

    @Test("given sent values, when a late subscriber arrives, then it receives the latest value and then later ones")
    func replaysLatestToLateSubscriber() async {
        let relay = CurrentValueRelay(0)
        relay.send(1)
        relay.send(2)

        let recorder = Recorder(relay.values)
        #expect(await recorder.next() == [2])
        relay.send(3)

        #expect(await recorder.next() == [3])
        #expect(relay.value == 3)
    }

    @Test("given a subscriber that has not read yet, when several values are sent, then it lands on the newest")
    func slowSubscriberSkipsToNewest() async {
        let relay = CurrentValueRelay(0)
        let stream = relay.values
        for value in 1...5 { relay.send(value) }

        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 5)
    }

    @Test("given concurrent updates, when each increments, then none is lost")
    func atomicUpdate() async {
        let relay = CurrentValueRelay(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 { relay.update { $0 += 1 } }
                }
            }
        }
        #expect(relay.value == 4_000)
    }
}
