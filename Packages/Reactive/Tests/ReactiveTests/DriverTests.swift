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
        let initial = await recorder.first { $0 == ["a"] }
        #expect(initial == ["a"])
        relay.send("a")
        relay.send("b")

        let both = await recorder.first { $0.count == 2 }
        #expect(both == ["a", "b"])
        #expect(driver.value == "b")
    }

    @Test("given a driver of a part of a state, when the state changes only elsewhere, then the part is not delivered again; its value follows the state at once")
    func mappedDriverSkipsUnchangedParts() async {
        struct Screen: Equatable, Sendable { var title: String; var clicks: Int }
        let relay = CurrentValueRelay(Screen(title: "a", clicks: 0))
        let titles = Driver(relay).map(\.title)
        let recorder = Recorder(titles.values)

        _ = await recorder.first { $0 == "a" }
        relay.update { $0.clicks += 1 }
        relay.update { $0.title = "b" }

        let matched = await recorder.first { $0 == "b" }
        #expect(matched == "b")
        #expect(recorder.values == ["a", "b"])
        #expect(titles.value == "b")
    }
}
