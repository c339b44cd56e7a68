/// The contract every view model follows: a pure mapping from the view's input streams to the streams it
/// renders. Call ``transform(input:)`` once per view; the output it returns is built once and lives as
/// long as the view model.
@MainActor
public protocol ViewModelType {
    /// The events the view sends (key presses, appearance, selections).
    associatedtype Input
    /// What the view renders and where it navigates.
    associatedtype Output

    /// Subscribes to `input` and returns the output the view should render.
    func transform(input: Input) -> Output
}
