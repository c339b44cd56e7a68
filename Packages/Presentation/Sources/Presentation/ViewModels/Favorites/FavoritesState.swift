public import Domain

/// Everything the favourites screen shows.
public struct FavoritesState: Equatable, Sendable {
    /// Where the screen is in its loading cycle.
    public enum Phase: Equatable, Sendable {
        /// Nothing requested yet.
        case idle
        /// The favourites are being read.
        case loading
        /// The favourites are shown.
        case loaded
        /// The last read or change failed; the items shown (if any) stay.
        case failed(ErrorDisplay)
    }

    /// The favourites, most recently added first.
    public var items: PhotoListRows
    /// Where the screen is in its loading cycle.
    public var phase: Phase
    /// The favourite removed last, while its removal can still be undone (until the next removal, an
    /// undo, or the screen reading the favourites again). The removal itself is announced once, as a
    /// ``FavoritesNotice``.
    public var removed: Photo?
    /// How many times the read the screen asks for on appearing has answered: a view whose keys must act
    /// on the favourites as they are after every change asked for before (a mark pressed just before the
    /// screen opened) waits for the next.
    public var readsAnswered: Int

    /// The state before anything is requested.
    public static let initial = FavoritesState(items: [], phase: .idle)

    /// Creates a state.
    public init(items: PhotoListRows, phase: Phase, removed: Photo? = nil, readsAnswered: Int = 0) {
        self.items = items
        self.phase = phase
        self.removed = removed
        self.readsAnswered = readsAnswered
    }

}
