import Presentation
import Reactive

/// The non-interactive detail view: asks the view model to load and waits for the result.
@MainActor
enum DetailScreen {
    /// The loaded detail.
    /// - Throws: ``CommandFailure`` with the view model's message when loading fails.
    static func load(_ viewModel: PhotoDetailViewModel) async throws -> PhotoDetailDisplay {
        let input = PhotoDetailViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        return try await SettledState.first(in: output.state.values, what: "photo view") { state in
            switch state {
            case .loaded(let display): .done(display)
            case .failed(let error): .failed(CommandFailure(error))
            case .idle, .loading: .pending
            }
        }
    }
}
