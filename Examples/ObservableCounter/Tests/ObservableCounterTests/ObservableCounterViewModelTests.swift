import ObservableCounter
import Testing

/// Each test reads what a view would read inside `withObservationTracking`, presses a button, and checks
/// both that Observation announced the change (what makes SwiftUI render again) and the value read after.
@MainActor
@Suite("ObservableCounterViewModel", .timeLimit(.minutes(1)))
struct ObservableCounterViewModelTests {
    @Test("A new counter shows 0")
    func newCounterShowsZero() {
        let counter = ObservableCounterViewModel()

        #expect(counter.count == 0)
        #expect(counter.countText == "0")
    }

    @Test("Pressing + tells a view that reads the count, which then reads 1")
    func pressingPlusNotifiesAndShowsOne() async {
        let counter = ObservableCounterViewModel()

        let notified = await notifiesReader(of: { _ = counter.count }, when: { counter.increment() })

        #expect(notified)
        #expect(counter.count == 1)
    }

    @Test("Pressing + twice shows 2")
    func pressingPlusTwiceShowsTwo() async {
        let counter = ObservableCounterViewModel()

        #expect(await notifiesReader(of: { _ = counter.count }, when: { counter.increment() }))
        #expect(await notifiesReader(of: { _ = counter.count }, when: { counter.increment() }))

        #expect(counter.count == 2)
    }

    @Test("Pressing − at 0 tells a view that reads only the text, which then reads −1 with a minus sign")
    func pressingMinusNotifiesTheTextReader() async {
        let counter = ObservableCounterViewModel()

        let notified = await notifiesReader(of: { _ = counter.countText }, when: { counter.decrement() })

        #expect(notified)
        #expect(counter.countText == "\u{2212}1")
    }

    @Test("At the largest Int, pressing + tells no view and keeps the count instead of crashing")
    func plusAtLargestIntChangesNothing() async {
        let counter = ObservableCounterViewModel(count: .max)

        let notified = await notifiesReader(of: { _ = counter.count }, when: { counter.increment() })

        #expect(!notified)
        #expect(counter.count == .max)
    }
}
