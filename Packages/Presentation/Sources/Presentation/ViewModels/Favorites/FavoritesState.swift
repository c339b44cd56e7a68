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
    public var items: [PhotoListItem]
    /// Where the screen is in its loading cycle.
    public var phase: Phase

    /// The state before anything is requested.
    public static let initial = FavoritesState(items: [], phase: .idle)

    /// Creates a state.
    public init(items: [PhotoListItem], phase: Phase) {
        self.items = items
        self.phase = phase
    }
}
