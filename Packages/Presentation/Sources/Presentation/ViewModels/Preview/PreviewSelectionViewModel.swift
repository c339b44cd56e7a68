public import Domain
public import Reactive

/// Which photo a list's preview pane loads the picture of: the selection once it has rested.
///
/// A list beside a preview (the terminal at 120 columns and more) sends every selection
/// (``Input-swift.struct/selected``); the preview draws the selected photo's BlurHash at once, and its real
/// picture only once the selection has stayed on it for ``defaultDelay`` (on an injected clock). Holding a
/// key down therefore loads no picture per row passed; the pictures view model cancels a picture whose
/// photo is no longer asked for, so moving on drops what was on its way.
@MainActor
public final class PreviewSelectionViewModel: ViewModelType {
    /// What the view sends.
    public struct Input: Sendable {
        /// The list's selection changed to this photo (`nil`: none, the list is empty).
        public let selected: PublishRelay<PhotoID?>

        /// Creates the input relays.
        public init(selected: PublishRelay<PhotoID?> = .init()) {
            self.selected = selected
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// The photo whose picture the preview may load: the selection after it rested (`nil` before).
        public let settled: Driver<PhotoID?>
    }

    /// How long a selection must rest before its picture is loaded: long enough for a held key's repeats
    /// (30 a second) to pass by, short enough to feel immediate.
    public static let defaultDelay: Duration = .milliseconds(150)

    private let clock: any Clock<Duration>
    private let delay: Duration
    private let lifetime = Lifetime()

    /// A view model waiting `delay` on `clock` (a test passes a clock it advances by hand).
    public init(clock: any Clock<Duration> = ContinuousClock(), delay: Duration = PreviewSelectionViewModel.defaultDelay) {
        self.clock = clock
        self.delay = delay
    }

    /// Composes the input into the output: the selections, debounced, become the settled photo. Call once.
    public func transform(input: Input) -> Output {
        let settled = Driver<PhotoID?>.system(
            initialState: nil,
            reduce: { state, id in state = id },
            events: input.selected.values.debounce(for: delay, clock: clock),
            feedback: [],
            in: lifetime
        )
        return Output(settled: settled)
    }
}
