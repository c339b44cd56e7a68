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
        for await state in output.state.values {
            switch state {
            case .loaded(let display):
                return display
            case .failed(let error):
                throw CommandFailure(error)
            case .idle, .loading:
                continue
            }
        }
        throw CommandFailure(message: "the photo view closed before loading", status: .failure)
    }
}
