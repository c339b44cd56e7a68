public import Presentation
import Reactive

/// Loads one page of topics or collections for a printing command, through the view model the browser's
/// panes use.
public enum ItemListScreen {
    /// Loads the view model's first page and returns the state once it has loaded.
    /// - Throws: ``ScreenFailure`` with the view model's failure when loading fails.
    @MainActor
    public static func loadPage<Item>(of viewModel: ItemListViewModel<Item>, what: String) async throws(ScreenFailure) -> ItemListState<Item> {
        let input = ItemListViewModel<Item>.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        return try await SettledState.first(in: output.state.values, what: what) { state in
            switch state.phase {
            case .loaded: .done(state)
            case .failed(let error): .failed(error)
            case .idle, .loadingFirstPage, .loadingNextPage: .pending
            }
        }
    }
}
