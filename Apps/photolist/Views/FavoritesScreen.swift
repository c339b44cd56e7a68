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
        return try await SettledState.first(in: output.state.values, what: "favourites view") { state in
            switch state.phase {
            case .loaded: .done(state)
            case .failed(let error): .failed(CommandFailure(error))
            case .idle, .loading: .pending
            }
        }
    }
}
