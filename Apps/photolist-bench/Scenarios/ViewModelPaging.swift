import Domain
import Foundation
import Persistence
import Presentation

/// The child half of the memory scenario: pages a list view model through every cached page of the demo
/// listing, then exits; the parent reads the process's peak resident memory.
enum ViewModelPaging {
    @MainActor
    static func run(cachePath: String) async throws {
        let cache = try PhotoCache(path: cachePath)
        let repository = CachedPhotoRepository(remote: NoSource(), cache: cache, source: "demo", listKey: "photos/latest", mode: .offline)
        let viewModel = PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), firstPage: try PageRequest(page: 1, perPage: 30))
        let input = PhotoListViewModel.Input()
        let output = viewModel.transform(input: input)
        input.viewDidLoad.send()
        var expected = 30
        for await state in output.state.values {
            if case .failed(let error) = state.phase { throw BenchmarkFailure("paging failed: \(error.message)") }
            guard state.phase == .loaded, state.items.count >= expected else { continue }
            guard state.hasMore else {
                guard state.items.count >= 10_000 else { throw BenchmarkFailure("only \(state.items.count) photos were cached") }
                return
            }
            expected = state.items.count + 1
            input.loadNextPage.send()
        }
    }
}

/// A source that is never asked (the repository is offline).
private struct NoSource: PhotoRepository {
    func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage { throw .notCached }
    func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage { throw .notCached }
    func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail { throw .notCached }
    func downloadLink(for photo: Photo) async throws(DomainError) -> URL { throw .notCached }
}
