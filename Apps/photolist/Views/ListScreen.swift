import Presentation
import Reactive

/// The non-interactive list view: feeds the view model's input once and waits for its settled output.
@MainActor
enum ListScreen {
    /// Loads the view model's first page and returns the state once it has loaded.
    /// - Throws: ``CommandFailure`` with the view model's message when loading fails.
    static func loadPage(of viewModel: PhotoListViewModel) async throws -> PhotoListState {
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        for await state in output.state.values {
            switch state.phase {
            case .loaded:
                return state
            case .failed(let error):
                throw CommandFailure(error)
            case .idle, .loadingFirstPage, .loadingNextPage:
                continue
            }
        }
        throw CommandFailure(message: "the photo list closed before loading", status: .failure)
    }
}
