public import Domain
public import Reactive

/// The topics screen's view model: a paged list of the source's topics.
public typealias TopicsViewModel = ItemListViewModel<Topic>
/// The collections screen's view model: a paged list of the source's featured collections.
public typealias CollectionsViewModel = ItemListViewModel<PhotoCollection>

/// Drives a paged list of topics or collections: loads the first page when the view appears and the next
/// as the user nears the end. What opening an item shows is the item's (`Topic.photosFeed`): a photo list of
/// its own, which the view asks its factory for.
@MainActor
public final class ItemListViewModel<Item: Hashable & Sendable & Identifiable>: ViewModelType where Item.ID: Sendable {
    /// What the view sends.
    public struct Input: Sendable {
        /// The view appeared: load the first page (once).
        public let viewDidLoad: PublishRelay<Void>
        /// The user sees the item with this id (the last one on screen).
        public let lastVisibleItem: PublishRelay<Item.ID>
        /// Load everything again.
        public let refresh: PublishRelay<Void>
        /// Try again what failed.
        public let retry: PublishRelay<Void>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(), lastVisibleItem: PublishRelay<Item.ID> = .init(),
            refresh: PublishRelay<Void> = .init(), retry: PublishRelay<Void> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.lastVisibleItem = lastVisibleItem
            self.refresh = refresh
            self.retry = retry
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// The list's state, delivered on the main actor.
        public let state: Driver<ItemListState<Item>>
    }

    private let fetch: @Sendable (PageRequest) async throws(DomainError) -> ItemPage<Item>
    private let firstPage: PageRequest
    private let quota: SharedQuota?
    private let lifetime = Lifetime()

    /// Creates the view model over `fetch`, starting at `firstPage`; with `quota`, the app's shared quota,
    /// the list shows it and its pages report to it (`nil`: its own alone).
    public init(
        firstPage: PageRequest = .first, quota: SharedQuota? = nil,
        fetch: @escaping @Sendable (PageRequest) async throws(DomainError) -> ItemPage<Item>
    ) {
        self.fetch = fetch
        self.firstPage = firstPage
        self.quota = quota
    }

    /// A list that fails with `reason` whenever it loads, for a source without such items (the screen
    /// says why instead of showing an empty list).
    public convenience init(refusing reason: String) {
        self.init { _ throws(DomainError) in throw .unsupported(reason) }
    }

    /// Composes the input into the list's output: events folded by ``ItemListSystem/reduce(_:_:)``, with
    /// feedback loops that load the page the state asks for and share the quota its answers heard. Call once.
    public func transform(input: Input) -> Output {
        typealias Event = ItemListSystem.Event<Item>
        var inputs = [
            AnyAsyncSequence(input.viewDidLoad.values.map { Event.appeared }),
            AnyAsyncSequence(input.lastVisibleItem.values.map(Event.sawItem)),
            AnyAsyncSequence(input.refresh.values.map { Event.refresh }),
            AnyAsyncSequence(input.retry.values.map { Event.retry }),
        ]
        if let quota {
            inputs.append(AnyAsyncSequence(quota.changes.compactMap { $0.map(Event.quotaReported) }))
        }
        let fetch = self.fetch
        let state = Driver.system(
            initialState: ItemListState<Item>(firstPage: firstPage),
            reduce: ItemListSystem.reduce,
            events: merge(inputs),
            feedback: [
                .react(request: \.load) { load in
                    do throws(DomainError) {
                        return Event.loaded(load, .success(try await fetch(load.value)))
                    } catch {
                        return Event.loaded(load, .failure(error))
                    }
                },
                SharedQuota.reporting(quota) { $0 },
            ],
            in: lifetime
        )
        return Output(state: state)
    }
}

extension ItemListViewModel where Item == Topic {
    /// The topics `useCase` reads, a page at a time; `quota` as for ``init(firstPage:quota:fetch:)``.
    public convenience init(topics useCase: any FetchTopicsUseCase, firstPage: PageRequest = .first, quota: SharedQuota? = nil) {
        self.init(firstPage: firstPage, quota: quota) { request throws(DomainError) in try await useCase.execute(request) }
    }
}

extension ItemListViewModel where Item == PhotoCollection {
    /// The collections `useCase` reads, a page at a time; `quota` as for ``init(firstPage:quota:fetch:)``.
    public convenience init(collections useCase: any FetchCollectionsUseCase, firstPage: PageRequest = .first, quota: SharedQuota? = nil) {
        self.init(firstPage: firstPage, quota: quota) { request throws(DomainError) in try await useCase.execute(request) }
    }
}
