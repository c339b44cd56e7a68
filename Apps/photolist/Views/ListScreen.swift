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
        return try await SettledState.first(in: output.state.values, what: "photo list") { state in
            switch state.phase {
            case .loaded: .done(state)
            case .failed(let error): .failed(CommandFailure(error))
            case .idle, .loadingFirstPage, .loadingNextPage, .refreshing: .pending
            }
        }
    }
}
