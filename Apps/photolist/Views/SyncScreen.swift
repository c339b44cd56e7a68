import Presentation
import Reactive

/// The non-interactive sync view: scrolls a list view model through `pages` pages, which the repository
/// stores as they arrive (failing the page when it cannot), and reports progress after each page.
@MainActor
enum SyncScreen {
    /// Loads pages until `pages` are loaded or the listing ends; returns the final state.
    /// - Throws: ``CommandFailure`` when a page fails to arrive or to be stored, saying how many pages
    ///   were synced before it.
    static func run(_ viewModel: PhotoListViewModel, pages: Int, progress: (Int) -> Void) async throws -> PhotoListState {
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        var loaded = 0
        var lastPage: Int?
        for await state in output.state.values {
            switch state.phase {
            case .loaded where state.page != lastPage:
                lastPage = state.page
                loaded += 1
                progress(loaded)
                if loaded >= pages || !state.hasMore { return state }
                input.loadNextPage.send()
            case .failed(let error):
                let failure = CommandFailure(error)
                throw CommandFailure(message: "synced \(loaded) of \(pages) pages, then: \(failure.message)", status: failure.status)
            case .idle, .loadingFirstPage, .loadingNextPage, .refreshing, .loaded:
                continue
            }
        }
        throw CommandFailure(message: "the sync closed before finishing", status: .failure)
    }
}
