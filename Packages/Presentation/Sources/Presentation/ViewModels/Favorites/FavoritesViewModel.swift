public import Domain
public import Reactive

/// Drives the favourites screen: lists the favourites and removes one on request.
@MainActor
public final class FavoritesViewModel: ViewModelType {
    /// What the favourites view sends.
    public struct Input: Sendable {
        /// The view appeared: read the favourites.
        public let viewDidLoad: PublishRelay<Void>
        /// The user removed the favourite with this id.
        public let remove: PublishRelay<PhotoID>

        /// Creates the input relays.
        public init(viewDidLoad: PublishRelay<Void> = .init(), remove: PublishRelay<PhotoID> = .init()) {
            self.viewDidLoad = viewDidLoad
            self.remove = remove
        }
    }

    /// What the favourites view renders.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<FavoritesState>
    }

    private let favorites: any FavoritesUseCase
    private let state = CurrentValueRelay(FavoritesState.initial)
    private let lifetime = Lifetime()

    /// Creates the view model over the favourites use case.
    public init(favorites: any FavoritesUseCase) {
        self.favorites = favorites
    }

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let (viewDidLoad, remove) = (input.viewDidLoad.values, input.remove.values)
        Task { [weak self] in
            for await _ in viewDidLoad { await self?.reload() }
        }
        .store(in: lifetime)
        Task { [weak self] in
            for await id in remove { await self?.remove(id) }
        }
        .store(in: lifetime)
        return Output(state: Driver(state))
    }

    private func reload() async {
        state.update { $0.phase = .loading }
        do throws(DomainError) {
            let items = try await favorites.list().map { PhotoListItem($0.photo) }
            state.update { $0 = FavoritesState(items: items, phase: .loaded) }
        } catch {
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }

    private func remove(_ id: PhotoID) async {
        do throws(DomainError) {
            _ = try await favorites.remove(id)
            await reload()
        } catch {
            state.update { $0.phase = .failed(ErrorDisplay(error)) }
        }
    }
}
