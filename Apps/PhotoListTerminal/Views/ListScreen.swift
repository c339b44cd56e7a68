public import Presentation
import Reactive

/// The non-interactive list view: feeds the view model's input once and waits for its settled output.
@MainActor
public enum ListScreen {
    /// Loads the view model's first page and returns the state once it has loaded.
    /// - Throws: ``ScreenFailure`` with the view model's failure when loading fails.
    public static func loadPage(of viewModel: PhotoListViewModel) async throws(ScreenFailure) -> PhotoListState {
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        return try await SettledState.first(in: output.state.values, what: "photo list") { state in
            switch state.phase {
            case .loaded: .done(state)
            case .failed(let error): .failed(error)
            case .idle, .loadingFirstPage, .loadingNextPage, .refreshing: .pending
            }
        }
    }
}
