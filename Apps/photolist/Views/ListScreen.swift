import Domain
import Presentation
import Reactive

/// The non-interactive list view: feeds the view model's input once and waits for its settled output.
@MainActor
enum ListScreen {
    /// Loads `request`'s page through ``PhotoListViewModel`` and returns the state once it has loaded.
    /// - Throws: ``CommandFailure`` with the view model's message when loading fails.
    static func loadPage(_ request: PageRequest, root: CompositionRoot) async throws -> PhotoListState {
        let viewModel = root.makePhotoListViewModel(firstPage: request)
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
