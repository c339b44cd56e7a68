public import Domain

/// Everything the favourites screen is and asks for.
public struct FavoritesSystemState: Equatable, Sendable {
    /// The favourites as a list: one page, all of them.
    public internal(set) var list = PagedListState()
    /// Whether the favourites should be read.
    public internal(set) var reading: Numbered<Bool>?
    /// How many reads asked for on appearing have answered (``FavoritesState/readsAnswered``).
    public internal(set) var readsAnswered = 0
    /// The favourite to remove.
    public internal(set) var removal: Numbered<PhotoID>?
    /// The favourites listed, with when each was added (the list's rows carry the photos alone).
    public internal(set) var favorites: [FavoritePhoto] = []
    /// The favourite being removed, kept so its removal can be undone once it succeeds.
    public internal(set) var removing: FavoritePhoto?
    /// The favourite removed last, while its removal can be undone.
    public internal(set) var undoable: FavoritePhoto?
    /// The removed favourite to put back, dated as it was, so it returns to its place.
    public internal(set) var restoration: Numbered<FavoritePhoto>?
    /// What the last event announced; each notice is announced by one state only.
    public internal(set) var notices: [FavoritesNotice] = []

    /// The state before the screen appears.
    public init() {}

    /// What the favourites view shows.
    public var screen: FavoritesState {
        let phase: FavoritesState.Phase = switch list.list.phase {
        case .idle: .idle
        case .loadingFirstPage, .loadingNextPage, .refreshing: .loading
        case .loaded: .loaded
        case .failed(let error): .failed(error)
        }
        return FavoritesState(items: list.list.items, phase: phase, removed: undoable?.photo, readsAnswered: readsAnswered)
    }
}
