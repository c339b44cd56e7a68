import Domain
import DomainTesting
@testable import Presentation
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

    /// A list's own system, with only the feedback that reports its quota, so the test decides the order
    /// in which its answers and the quota other lists heard reach it.
    private func reportingList(quota: SharedQuota, in lifetime: Lifetime) -> (PublishRelay<PagedListEvent>, Recorder<PagedListState>) {
        let events = PublishRelay<PagedListEvent>()
        let system = Driver.system(
            initialState: PagedListState(), reduce: PagedList.reduce, events: events.values,
            feedback: [SharedQuota.reporting(quota) { $0.list }], in: lifetime
        )
        return (events, Recorder(system.values))
    }

    /// Sends the list's answer to its page load: one photo, and the quota `remaining` of 5,000.
    private func answer(_ events: PublishRelay<PagedListEvent>, in states: Recorder<PagedListState>, remaining: Int, page: Int) async throws {
        let asking = try #require(await states.first { $0.load?.value.page == page }?.load)
        let photos = [Photo.fixture(id: "\(page)-1")]
        events.send(.pageLoaded(asking, .success(PhotoPage(photos: photos, page: page, hasNextPage: true, rateLimit: quota(remaining)))))
    }

    /// The quota `remaining` of 5,000.
    private func quota(_ remaining: Int) -> RateLimitStatus {
        RateLimitStatus(remaining: remaining, limit: 5_000)
    }

    /// A list whose first page heard the quota `heard`, and which was then told `told` by another list.
    private func list(heard: Int, thenTold told: Int, sharing quota: SharedQuota, in lifetime: Lifetime) async throws -> (PublishRelay<PagedListEvent>, Recorder<PagedListState>) {
        let (events, states) = reportingList(quota: quota, in: lifetime)
        events.send(.appeared)
        try await answer(events, in: states, remaining: heard, page: 1)
        _ = await states.first { $0.list.rateLimit?.remaining == heard }
        events.send(.quotaReported(self.quota(told)))
        _ = await states.first { $0.list.rateLimit?.remaining == told }
        return (events, states)
    }

    @Test("given a list that heard the quota in its own answer, when an older quota another list heard reaches it afterwards, then the list shows it but the shared quota keeps the newer one")
    func anOlderQuotaReachingAListIsNotReportedBack() async throws {
        let shared = SharedQuota()
        let lifetime = Lifetime()

        let (_, states) = try await list(heard: 4_987, thenTold: 4_992, sharing: shared, in: lifetime)

        #expect(states.values.last?.list.rateLimit == quota(4_992))
        #expect(shared.latest == quota(4_987))
    }

    @Test("given a list told the quota by another list, when its own next answer reports the quota it heard before, then that answer is reported again, since it is the newest")
    func aListsOwnAnswerIsReportedEvenWhenItRepeatsAnEarlierQuota() async throws {
        let shared = SharedQuota()
        let lifetime = Lifetime()
        let (events, states) = try await list(heard: 4_992, thenTold: 4_987, sharing: shared, in: lifetime)
        shared.report(quota(4_987))

        events.send(.loadNextPage)
        try await answer(events, in: states, remaining: 4_992, page: 2)
        let second = await states.first { $0.list.page == 2 }

        #expect(second?.list.rateLimit == quota(4_992))
        #expect(shared.latest == quota(4_992))
    }

    @Test("given a list showing a quota another list heard, when it restarts (a new query), then that quota is not reported back as new")
    func aRestartedListDoesNotReportAnEcho() async throws {
        let shared = SharedQuota()
        let lifetime = Lifetime()
        let (events, states) = try await list(heard: 4_987, thenTold: 4_992, sharing: shared, in: lifetime)

        let told = quota(4_992)
        events.send(.restart)
        let restarted = await states.first { $0.list.phase == .loadingFirstPage && $0.list.rateLimit == told }

        #expect(restarted != nil, "the restarted list goes on showing the quota")
        #expect(shared.latest == quota(4_987))
    }
    @Test("given a topics list and a photo list sharing the quota, when each loads after the other, then each shows what the other's answer said is left, and the shared quota holds the newest")
    func topicsAndPhotosShareOneQuota() async throws {
        let quota = SharedQuota()
        let left = Mutex(4_990)
        let topics = TopicsViewModel(quota: quota) { request throws(DomainError) in
            ItemPage(items: [Topic.fixture(slug: "film")], page: request.page, hasNextPage: true, rateLimit: RateLimitStatus(remaining: left.withLock { $0 }, limit: 5_000))
        }
        let topicsInput = TopicsViewModel.Input()
        let topicStates = Recorder(topics.transform(input: topicsInput).state.values)
        let (photosInput, photoStates, photosModel) = list(quota: quota) { left.withLock { $0 } }

        topicsInput.viewDidLoad.send()
        try #require(await topicStates.first { $0.phase == .loaded && $0.rateLimit?.remaining == 4_990 } != nil)
        left.withLock { $0 = 4_985 }
        photosInput.viewDidLoad.send()
        try #require(await photoStates.first { $0.phase == .loaded } != nil)
        let topicsCaughtUp = await topicStates.first { $0.rateLimit?.remaining == 4_985 }
        left.withLock { $0 = 4_980 }
        topicsInput.refresh.send()
        let photosCaughtUp = await photoStates.first { $0.rateLimit?.remaining == 4_980 }

        #expect(topicsCaughtUp != nil)
        #expect(photosCaughtUp?.rateLimitText == "4,980 of 5,000 requests left")
        #expect(quota.latest == self.quota(4_980))
        _ = (topics, photosModel)
    }
    @Test("given a topics list that heard a quota, when another list's quota reaches it, then it shows it uncounted, and its own rate-limited answer is counted as heard, its limit used up")
    func topicsCountOnlyTheirOwnAnswers() throws {
        var state = ItemListState<Topic>(firstPage: .first)
        ItemListSystem.reduce(&state, .appeared)
        let page = ItemPage(items: [Topic.fixture(slug: "film")], page: 1, hasNextPage: true, rateLimit: quota(4_990))
        ItemListSystem.reduce(&state, .loaded(try #require(state.load), .success(page)))
        let heard = state.quotaAnswers

        ItemListSystem.reduce(&state, .quotaReported(quota(4_980)))
        let told = (state.rateLimit, state.quotaAnswers)
        ItemListSystem.reduce(&state, .refresh)
        ItemListSystem.reduce(&state, .loaded(try #require(state.load), .failure(.rateLimited(resetsAt: nil))))

        #expect(heard == 1)
        #expect(told.0 == quota(4_980) && told.1 == 1)
        #expect(state.rateLimit == quota(0) && state.quotaAnswers == 2)
    }
}
