import Domain
import DomainTesting
import Presentation

/// Favourite changes at an app's end that record what the app asked of them and answer `report`: the
/// checkpoint they hand out is a real one, so whether the wait was given it is what is recorded.
@MainActor
final class RecordedFavoriteChanges: FavoriteChangesEnding {
    /// What was asked, in order: "checkpoint", then "changesStored(since: the checkpoint)" (or "… nil", or
    /// "… another").
    private(set) var calls: [String] = []
    private let report: ErrorDisplay?
    private let source = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
    private var handedOut: FavoriteChangesCheckpoint?

    init(report: ErrorDisplay?) {
        self.report = report
    }

    func checkpoint() -> FavoriteChangesCheckpoint {
        calls.append("checkpoint")
        let checkpoint = source.checkpoint()
        handedOut = checkpoint
        return checkpoint
    }

    func changesStored(since checkpoint: FavoriteChangesCheckpoint?) async -> ErrorDisplay? {
        let given = checkpoint == nil ? "nil" : checkpoint == handedOut ? "the checkpoint" : "another"
        calls.append("changesStored(since: \(given))")
        return report
    }

    func changesNotStored(since checkpoint: FavoriteChangesCheckpoint) -> ErrorDisplay? {
        calls.append("changesNotStored")
        return report
    }
}
