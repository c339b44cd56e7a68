import ConcurrencyExtras
import Counter
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, as Presentation's view-model tests do, so
/// "let the view model react" is a deterministic `Task.megaYield()` rather than a sleep. Each test awaits
/// the count the screen is sent through `Recorder`, then reads the text the same press produced.
@MainActor
@Suite("CounterViewModel", .serialized, .timeLimit(.minutes(1)))
struct CounterViewModelTests {
    @Test("A new counter shows 0")
    func newCounterShowsZero() async {
        await withMainSerialExecutor {
            let counter = await Harness()

            #expect(counter.counts.values == [0])
            #expect(counter.output.countText.value == "0")
        }
    }

    @Test("Pressing + twice shows 2")
    func pressingPlusTwiceShowsTwo() async {
        await withMainSerialExecutor {
            let counter = await Harness()

            counter.input.increment.send()
            #expect(await counter.counts.next() == [1])
            counter.input.increment.send()
            #expect(await counter.counts.next() == [2])
            #expect(counter.output.countText.value == "2")
        }
    }

    @Test("Pressing − at 0 shows −1, written with a minus sign rather than a hyphen")
    func pressingMinusAtZeroShowsMinusOne() async {
        await withMainSerialExecutor {
            let counter = await Harness()
            let texts = Recorder(counter.output.countText.values)
            #expect(await texts.next() == ["0"])

            counter.input.decrement.send()

            #expect(await texts.next() == ["\u{2212}1"])
            #expect(counter.output.count.value == -1)
        }
    }

    @Test("Pressing + then − comes back to 0")
    func plusThenMinusComesBackToZero() async {
        await withMainSerialExecutor {
            let counter = await Harness()
            counter.input.increment.send()
            #expect(await counter.counts.next() == [1])

            counter.input.decrement.send()

            #expect(await counter.counts.next() == [0])
        }
    }

    @Test("A counter started at 41 counts on from 41")
    func counterStartedAt41CountsOn() async {
        await withMainSerialExecutor {
            let counter = await Harness(initialCount: 41)
            #expect(counter.counts.values == [41])

            counter.input.increment.send()

            #expect(await counter.counts.next() == [42])
            #expect(counter.output.countText.value == "42")
        }
    }

    @Test("At the largest Int, pressing + keeps the count instead of crashing")
    func plusAtLargestIntKeepsTheCount() async {
        await withMainSerialExecutor {
            let counter = await Harness(initialCount: .max)

            counter.input.increment.send()
            await Task.megaYield()
            counter.input.decrement.send()

            // Had + wrapped around or been applied, − would not land one below the largest Int.
            #expect(await counter.counts.next() == [.max - 1])
        }
    }
}

/// A counter view model with its input, its output and a recorder of the counts it shows.
@MainActor
private struct Harness {
    let input = CounterViewModel.Input()
    let viewModel: CounterViewModel
    let output: CounterViewModel.Output
    let counts: Recorder<Int>

    /// A counter whose first count has been shown, so every subscription is running.
    init(initialCount: Int = 0) async {
        viewModel = CounterViewModel(initialCount: initialCount)
        output = viewModel.transform(input: input)
        counts = Recorder(output.count.values)
        _ = await counts.next()
    }
}
