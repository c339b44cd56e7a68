import Domain
import DomainTesting
import Presentation
import Reactive
import ReactiveTesting
import Synchronization
import Testing

@MainActor
@Suite("One quota shared by every list", .serialized, .timeLimit(.minutes(1)))
struct SharedQuotaTests {
    /// A list whose pages report the quota `remaining` gives, of 5,000.
    private func list(quota: SharedQuota, remaining: @escaping @Sendable () -> Int) -> (PhotoListViewModel.Input, Recorder<PhotoListState>, PhotoListViewModel) {
        let repository = FakePhotoRepository(handler: { request in
            PhotoPage(photos: [.fixture(id: "\(request.page)-1")], page: request.page, hasNextPage: true, rateLimit: RateLimitStatus(remaining: remaining(), limit: 5_000))
        })
        let viewModel = PhotoListViewModel(fetchPhotos: DefaultFetchPhotosUseCase(repository: repository), quota: quota)
        let input = PhotoListViewModel.Input()
        return (input, Recorder(viewModel.transform(input: input).state.values), viewModel)
    }

    @Test("given two lists sharing the quota, when the second loads after the first, then the first shows what the second's answer said is left, not what was left when it loaded")
    func aListShowsTheQuotaAnotherListHeardLast() async throws {
        let quota = SharedQuota()
        let left = Mutex(4_992)
        let (catalogInput, catalog, catalogModel) = list(quota: quota) { left.withLock { $0 } }
        let (feedInput, feed, feedModel) = list(quota: quota) { left.withLock { $0 } }

        catalogInput.viewDidLoad.send()
        let catalogLoaded = await catalog.first { $0.phase == .loaded && $0.rateLimit?.remaining == 4_992 }
        try #require(catalogLoaded != nil)
        left.withLock { $0 = 4_987 }
        feedInput.viewDidLoad.send()
        let feedLoaded = await feed.first { $0.phase == .loaded }
        try #require(feedLoaded != nil)
        let caughtUp = await catalog.first { $0.rateLimit?.remaining == 4_987 }

        #expect(caughtUp?.rateLimitText == "4,987 of 5,000 requests left")
        #expect(quota.latest == RateLimitStatus(remaining: 4_987, limit: 5_000))
        _ = (catalogModel, feedModel)
    }
}
