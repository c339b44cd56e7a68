import Presentation
import Reactive

/// The non-interactive sync view: scrolls a list view model through `pages` pages, which the offline-first
/// repository stores as they arrive, and reports progress after each page.
@MainActor
enum SyncScreen {
    /// Loads pages until `pages` are loaded or the listing ends; returns the final state.
    /// - Throws: ``CommandFailure`` when a page fails, or when one came from the offline copy (the source
    ///   was unreachable, so nothing new was stored).
    static func run(_ viewModel: PhotoListViewModel, pages: Int, progress: (Int) -> Void) async throws -> PhotoListState {
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        var loaded = 0
        var lastPage: Int?
        for await state in output.state.values {
            switch state.phase {
            case .loaded where state.page != lastPage:
                guard state.cachedAt == nil else {
                    throw CommandFailure(message: "cannot reach the source; nothing was synced after page \(loaded)", status: .unavailable)
                }
                lastPage = state.page
                loaded += 1
                progress(loaded)
                if loaded >= pages || !state.hasMore { return state }
                input.loadNextPage.send()
            case .failed(let error):
                throw CommandFailure(error)
            case .idle, .loadingFirstPage, .loadingNextPage, .refreshing, .loaded:
                continue
            }
        }
        throw CommandFailure(message: "the sync closed before finishing", status: .failure)
    }
}
