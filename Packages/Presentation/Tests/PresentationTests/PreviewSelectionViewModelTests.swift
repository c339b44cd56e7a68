import Clocks
import ConcurrencyExtras
import Domain
import Presentation
import Reactive
import ReactiveTesting
import Testing

/// Time is virtual: the delay waits on a `TestClock` advanced by hand, every task serial on the main actor.
@MainActor
@Suite("PreviewSelectionViewModel", .serialized, .timeLimit(.minutes(1)))
struct PreviewSelectionViewModelTests {
    @Test("given a selection moving every 30 ms, when it stops, then no photo passed settles, and the last settles once the delay has passed after it")
    func onlyARestingSelectionSettles() async throws {
        await withMainSerialExecutor {
            let clock = TestClock()
            let viewModel = PreviewSelectionViewModel(clock: clock)
            let input = PreviewSelectionViewModel.Input()
            let recorder = Recorder(viewModel.transform(input: input).settled.values)

            for id in ["a", "b", "c", "d"] {
                input.selected.send(PhotoID(rawValue: id))
                await Task.megaYield()
                await clock.advance(by: .milliseconds(30))
            }
            await clock.advance(by: PreviewSelectionViewModel.defaultDelay - .milliseconds(31))
            await Task.megaYield()
            let beforeTheDelay = recorder.values
            await clock.advance(by: .milliseconds(1))
            let settled = await recorder.first { $0 != nil }

            #expect(beforeTheDelay.allSatisfy { $0 == nil })
            #expect(settled == PhotoID(rawValue: "d"))
            #expect(!recorder.values.contains(PhotoID(rawValue: "a")))
        }
    }
}
