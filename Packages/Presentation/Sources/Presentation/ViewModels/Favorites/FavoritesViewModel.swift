public import Domain
public import Reactive

/// Drives the favourites screen: lists the favourites, removes one on request, opens one, and follows
/// changes made on any other screen through the same ``SharedFavorites``.
@MainActor
public final class FavoritesViewModel: ViewModelType {
    /// What the favourites view sends. Favourites are named by id, never by position, so an input acts on
    /// the photo the user saw even when the list changed since (a favourite added on another screen).
    public struct Input: Sendable {
        /// The view appeared: read the favourites.
        public let viewDidLoad: PublishRelay<Void>
        /// The user removed the favourite with this id.
        public let remove: PublishRelay<PhotoID>
        /// The user chose the favourite with this id: open it.
        public let select: PublishRelay<PhotoID>
        /// The user, on a favourite's detail, asked for the next or previous favourite: opened in place.
        public let step: PublishRelay<PhotoStep>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            remove: PublishRelay<PhotoID> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.remove = remove
            self.select = select
            self.step = step
        }
    }

    /// What the favourites view renders and where it navigates.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<FavoritesState>
        /// Where to go after a selection.
        public let route: Signal<PhotoRoute>
    }

    private let favorites: SharedFavorites
    private let state = CurrentValueRelay(FavoritesState.initial)
    private let route = PublishRelay<PhotoRoute>()
    private let lifetime = Lifetime()
    /// The favourites listed before the last change: an input naming one of them acts on what the user saw.
    private var replacedItems: [PhotoListItem] = []

    /// Creates the view model over the app's shared favourites.
    public init(favorites: SharedFavorites) {
        self.favorites = favorites
    }

    /// Creates the view model over a favourites use case of its own, for an app with a single screen.
    public convenience init(favorites: any FavoritesUseCase) {
        self.init(favorites: SharedFavorites(useCase: favorites))
    }

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let (viewDidLoad, remove, select) = (input.viewDidLoad.values, input.remove.values, input.select.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in await self?.reload() }
        lifetime.observe(remove) { [weak self] id in await self?.remove(id) }
        lifetime.observe(select) { [weak self] id in self?.select(id) }
        lifetime.observe(input.step.values) { [weak self] step in
            guard let self, case .photo(let id) = state.value.items.neighbor(of: step, hasMore: false) else { return }
            route.send(.detailInPlace(id))
        }
        lifetime.observe(favorites.changes) { [weak self] favorites in
            guard let self, let favorites else { return }
            replacedItems = state.value.items
            let items = favorites.map { PhotoListItem($0.photo, isFavorite: true) }
            state.send(FavoritesState(items: items, phase: .loaded))
        }
        return Output(state: Driver(state), route: Signal(route))
    }

    private func reload() async {
        state.update { $0.phase = .loading }
        do throws(DomainError) {
            // The list arrives through `favorites.changes`, which settles the phase.
            try await favorites.reload()
        } catch {
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }

    private func remove(_ id: PhotoID) async {
        do throws(DomainError) {
            try await favorites.remove(id)
        } catch {
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }

    private func select(_ id: PhotoID) {
        guard let item = state.value.items.item(id: id) ?? replacedItems.item(id: id) else { return }
        route.send(.detail(item.id))
    }
}
