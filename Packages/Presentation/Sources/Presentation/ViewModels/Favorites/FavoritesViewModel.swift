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
        /// The user asked to undo the removal of the favourite with this id (``FavoritesState/removed``).
        public let undoRemoval: PublishRelay<PhotoID>
        /// The user, on a favourite's detail, asked for the next or previous favourite: opened in place.
        public let step: PublishRelay<PhotoStep>
        /// The detail opened from this list closed: a step still waiting for a page opens nothing when the
        /// page comes, and the next detail's keys start from its own photo.
        public let detailClosed: PublishRelay<Void>

        /// Creates the input relays.
        public init(
            viewDidLoad: PublishRelay<Void> = .init(),
            remove: PublishRelay<PhotoID> = .init(),
            select: PublishRelay<PhotoID> = .init(),
            step: PublishRelay<PhotoStep> = .init(),
            undoRemoval: PublishRelay<PhotoID> = .init(),
            detailClosed: PublishRelay<Void> = .init()
        ) {
            self.viewDidLoad = viewDidLoad
            self.remove = remove
            self.select = select
            self.undoRemoval = undoRemoval
            self.step = step
            self.detailClosed = detailClosed
        }
    }

    /// What the favourites view renders and where it navigates.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<FavoritesState>
        /// Where to go after a selection.
        public let route: Signal<PhotoRoute>
        /// The line to show when a step of the open detail led nowhere: "This is the last photo." (or the
        /// first), or why the next page cannot come.
        public let stepNotice: Signal<String>
        /// One notice per removal and per undone removal, when it has succeeded.
        public let notice: Signal<FavoritesNotice>
    }

    private let favorites: SharedFavorites
    private let lifetime = Lifetime()

    /// Creates the view model over the app's shared favourites, so a removal here unmarks the photo on
    /// every other screen.
    public init(favorites: SharedFavorites) {
        self.favorites = favorites
    }

    /// Creates the view model over its own favourites (a screen that shares them with no other).
    public convenience init(favorites: any FavoritesUseCase) {
        self.init(favorites: SharedFavorites(useCase: favorites))
    }

    /// Composes the input into the screen's output: the inputs and the shared favourites' changes become
    /// events folded by ``FavoritesSystem/reduce(_:_:)``; feedback loops read and remove favourites, take
    /// routes and announce notices, as the state asks. Call once.
    public func transform(input: Input) -> Output {
        let route = PublishRelay<PhotoRoute>()
        let stepNotice = PublishRelay<String>()
        let notice = PublishRelay<FavoritesNotice>()
        // Subscribed now, not inside a task, so an event sent right after this returns is not missed.
        let inputs = [
            AnyAsyncSequence(input.viewDidLoad.values.map { FavoritesSystem.Event.appeared }),
            AnyAsyncSequence(input.remove.values.map(FavoritesSystem.Event.remove)),
            AnyAsyncSequence(input.select.values.map { FavoritesSystem.Event.list(.select($0)) }),
            AnyAsyncSequence(input.undoRemoval.values.map(FavoritesSystem.Event.undoRemoval)),
            AnyAsyncSequence(input.step.values.map { FavoritesSystem.Event.list(.step($0)) }),
            AnyAsyncSequence(input.detailClosed.values.map { FavoritesSystem.Event.list(.detailClosed) }),
            AnyAsyncSequence(favorites.changes.compactMap { $0.map(FavoritesSystem.Event.listed) }),
        ]
        let favorites = self.favorites
        let state = Driver.system(
            initialState: FavoritesSystemState(),
            reduce: FavoritesSystem.reduce,
            events: merge(inputs),
            feedback: [
                .react(request: \.reading) { reading in
                    do throws(DomainError) {
                        try await favorites.reload()
                        return .read(reading.number, .success(await favorites.current ?? []))
                    } catch {
                        return .read(reading.number, .failure(error))
                    }
                },
                .react(request: \.removal) { removal in
                    do throws(DomainError) {
                        try await favorites.remove(removal.value)
                        return .removed(removal.number, nil)
                    } catch {
                        return .removed(removal.number, error)
                    }
                },
                .react(request: \.restoration) { restoration in
                    do throws(DomainError) {
                        try await favorites.restore(restoration.value)
                        return .restored(restoration.number, nil)
                    } catch {
                        return .restored(restoration.number, error)
                    }
                },
                Numbered.delivering(\.list.navigation, on: route) { .list(.navigated($0)) },
                Numbered.delivering(\.list.stepNotice, on: stepNotice) { .list(.stepNoticeShown($0)) },
                .announcing(\.notices, to: notice),
            ],
            in: lifetime
        )
        return Output(state: state.map(\.screen), route: Signal(route), stepNotice: Signal(stepNotice), notice: Signal(notice))
    }
}
