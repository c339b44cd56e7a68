public import Presentation
import Reactive

/// The non-interactive detail view: asks the view model to load and waits for the result.
@MainActor
public enum DetailScreen {
    /// The loaded detail.
    /// - Throws: ``ScreenFailure`` with the view model's failure when loading fails.
    public static func load(_ viewModel: PhotoDetailViewModel) async throws(ScreenFailure) -> PhotoDetailDisplay {
        let input = PhotoDetailViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        return try await SettledState.first(in: output.state.values, what: "photo view") { state in
            switch state {
            case .loaded(let display): .done(display)
            case .failed(let error): .failed(error)
            case .idle, .loading: .pending
            }
        }
    }
}
