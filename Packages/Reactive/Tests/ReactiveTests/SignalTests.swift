import Reactive
import ReactiveTesting
import Testing

@Suite("Signal", .timeLimit(.minutes(1)))
struct SignalTests {
    @Test("given an event emitted before subscribing, when events follow, then only the later ones are handled, each once, on the main actor")
    @MainActor
    func handlesOnlyLaterEventsOnMainActor() async {
        let relay = PublishRelay<String>()
        let signal = Signal(relay)
        let lifetime = Lifetime()
        let handled = CurrentValueRelay<[String]>([])
        let recorder = Recorder(handled.values)
        relay.send("before")

        signal.emit(in: lifetime) { event in
            MainActor.assertIsolated()
            handled.update { $0.append(event) }
        }
        relay.send("open")
        relay.send("open")

        let matched = await recorder.first { $0.count == 2 }
        #expect(matched == ["open", "open"])
    }

}
