/// The contract every view model follows: the view hands over the streams of what the user does (its
/// `Input`), and gets back the streams of what to show and where to go (its `Output`). Between the two the
/// view model keeps state, runs use cases and decides policy (what loads when, what an intent means now);
/// it is not a pure function, but all of it lives behind this one call. Call ``transform(input:)`` once
/// per view; the output it returns is built once and lives as long as the view model.
@MainActor
public protocol ViewModelType {
    /// The events the view sends (key presses, appearance, selections).
    associatedtype Input
    /// What the view renders and where it navigates.
    associatedtype Output

    /// Subscribes to `input` and returns the output the view should render.
    func transform(input: Input) -> Output
}
