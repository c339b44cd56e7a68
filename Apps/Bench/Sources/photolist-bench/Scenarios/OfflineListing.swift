import Domain
import Foundation
import Persistence
import Presentation
import Reactive

/// A list view model over the cache alone, as `--offline` builds it, and a walk through every page of it.
@MainActor
enum OfflineListing {
    static func viewModel(cache: PhotoCache, source: String, order: PhotoOrder, perPage: Int) throws -> PhotoListViewModel {
        let repository = CachedPhotoRepository(remote: NeverAskedSource(), cache: cache, source: source, order: order, mode: .offline)
        return PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: try PageRequest(page: 1, perPage: perPage))
    }

    /// Loads the first page, then asks for the next as soon as each arrives, until none is left. `turned`
    /// gets the time from each `loadNextPage` to the state holding that page, and the rows then loaded.
    /// Returns the rows loaded.
    static func pageThrough(_ viewModel: PhotoListViewModel, perPage: Int, turned: (Duration, Int) -> Void) async throws -> Int {
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        var started = ContinuousClock.now
        var expected = perPage
        for await state in output.state.values {
            if case .failed(let error) = state.phase { throw BenchmarkFailure("paging failed: \(error.message)") }
            guard state.phase == .loaded, state.items.count >= expected else { continue }
            if expected > perPage { turned(ContinuousClock.now - started, state.items.count) }
            guard state.hasMore else { return state.items.count }
            expected = state.items.count + 1
            started = ContinuousClock.now
            input.loadNextPage.send()
        }
        throw BenchmarkFailure("the list closed before its last page")
    }
}

/// A source that is never asked (the repository is offline).
private struct NeverAskedSource: PhotoRepository {
    func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage { throw .notCached }
    func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage { throw .notCached }
    func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail { throw .notCached }
    func downloadLink(for photo: Photo) async throws(DomainError) -> URL { throw .notCached }
}
