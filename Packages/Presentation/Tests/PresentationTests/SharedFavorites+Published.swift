import Domain
import Presentation
import ReactiveTesting

extension SharedFavorites {
    /// Waits until the favourites published after the store answered are `ids` (none before the first
    /// read), and says whether they came: `false` only if the favourites stopped publishing. A screen
    /// shows a mark as asked while it is on its way to the store, so its rows do not say the store has it
    /// yet: a test reads the store after this, not after the rows.
    func published(_ ids: Set<PhotoID>) async -> Bool {
        await Recorder(changes).first { $0.map { Set($0.map(\.id)) == ids } ?? false } != nil
    }
}
