import Reactive
import ReactiveTesting
import Testing

@Suite("Driver", .timeLimit(.minutes(1)))
struct DriverTests {
    @Test("given equal consecutive values, when driving, then each distinct value is rendered once on the main actor")
    @MainActor
    func rendersDistinctValuesOnMainActor() async {
        let relay = CurrentValueRelay("a")
        let driver = Driver(relay)
        let lifetime = Lifetime()
        let rendered = CurrentValueRelay<[String]>([])
        let recorder = Recorder(rendered.values)

        driver.drive(in: lifetime) { value in
            MainActor.assertIsolated()
            rendered.update { $0.append(value) }
        }
        #expect(await recorder.first { $0 == ["a"] } == ["a"])
        relay.send("a")
        relay.send("b")

        #expect(await recorder.first { $0.count == 2 } == ["a", "b"])
        #expect(driver.value == "b")
    }
}
