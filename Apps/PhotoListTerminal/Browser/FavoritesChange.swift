import Domain
import Presentation

/// A change to the favourites sent from their pane and not yet seen in its state: keys after it wait for
/// it (``FavoritesPane/settling``).
enum FavoritesChange: Equatable {
    /// The favourite with this id was removed.
    case removal(PhotoID)
    /// The removal of the favourite with this id was undone, not yet answered.
    case undo(PhotoID)
    /// The undo of this favourite's removal was answered (its notice came, which selects it).
    case undoAnswered(PhotoID)
}

extension FavoritesState {
    /// Whether this state shows `change` done, or failed: a removal is answered (it can be undone) and
    /// gone from the list; an undo is answered (its notice, not a state, says so) and listed again.
    func settles(_ change: FavoritesChange) -> Bool {
        if case .failed = phase { return true }
        switch change {
        case .removal(let id): return removed?.id == id && !items.contains { $0.id == id }
        case .undo: return false
        case .undoAnswered(let id): return items.contains { $0.id == id }
        }
    }
}
