import Presentation
import Reactive

/// The non-interactive favourites view: asks the view model to load and waits for the list.
@MainActor
enum FavoritesScreen {
    /// The loaded favourites.
    /// - Throws: ``CommandFailure`` with the view model's message when reading fails.
    static func load(_ viewModel: FavoritesViewModel) async throws -> FavoritesState {
        let input = FavoritesViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        for await state in output.state.values {
            switch state.phase {
            case .loaded:
                return state
            case .failed(let error):
                throw CommandFailure(error)
            case .idle, .loading:
                continue
            }
        }
        throw CommandFailure(message: "the favourites view closed before loading", status: .failure)
    }
}
