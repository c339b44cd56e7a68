import Presentation
import Reactive

extension StepTrail.Steps {
    /// Sends the steps to a list's view model (its `step` input), and shows the notice, if any, in the
    /// status line.
    @MainActor
    func send(to input: PublishRelay<PhotoStep>, context: BrowserContext) {
        if let notice { context.report(notice) }
        steps.forEach(input.send)
    }
}
