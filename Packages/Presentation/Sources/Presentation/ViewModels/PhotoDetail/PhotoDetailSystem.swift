public import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The detail screen's rules as one pure function over ``PhotoDetailSystemState``: load the photo once (again
/// after a failure), mark it as the favourites say, toggle the mark of the photo shown.
public enum PhotoDetailSystem {
    /// What can happen to the detail screen.
    public enum Event: Sendable {
        /// The view appeared: load the photo unless it is loading or loaded.
        case appeared
        /// The load asked for ended so.
        case loaded(Int, Result<PhotoDetailDisplay, DomainError>)
        /// The user toggled the favourite mark.
        case toggleFavorite
        /// The favourite mark asked for was stored (or reported as failed).
        case marked(Int)
        /// The app's favourites are now these.
        case favoritesChanged(Set<PhotoID>)
        /// The favourites were asked for.
        case favoritesRequested
    }

    /// The state after `event`.
    public static func reduce(_ state: inout PhotoDetailSystemState, _ event: Event) {
        switch event {
        case .appeared:
            switch state.screen {
            case .loading, .loaded: return
            case .idle, .failed: break
            }
            state.screen = .loading
            state.load = state.requests.number(state.id)
            state.favoritesWanted = state.hasFavorites
        case .loaded(let number, let result):
            guard state.load?.number == number else { return }
            state.load = nil
            state.screen = switch result {
            case .success(let display): .loaded(display)
            case .failure(let error): .failed(ErrorDisplay(error))
            }
        case .toggleFavorite:
            guard state.hasFavorites, case .loaded(let display) = state.screen else { return }
            state.favoriteMark = state.requests.number(FavoriteMarkRequest(photo: display.detail.photo, showsFavorite: state.isFavorite))
        case .marked(let number):
            if state.favoriteMark?.number == number { state.favoriteMark = nil }
        case .favoritesChanged(let ids):
            state.isFavorite = ids.contains(state.id)
        case .favoritesRequested:
            state.favoritesWanted = false
        }
    }
}

/// Everything the detail screen is and asks for.
public struct PhotoDetailSystemState: Equatable, Sendable {
    /// The photo shown.
    public let id: PhotoID
    /// Whether the screen shows and toggles the favourite mark.
    public let hasFavorites: Bool
    /// What the detail view shows.
    public internal(set) var screen = PhotoDetailState.idle
    /// Whether the photo is a favourite.
    public internal(set) var isFavorite = false
    /// The photo to load.
    public internal(set) var load: Numbered<PhotoID>?
    /// The photo whose favourite mark to turn over, and the mark it is to have.
    public internal(set) var favoriteMark: Numbered<FavoriteMarkRequest>?
    /// Whether the app's favourites should be read.
    public internal(set) var favoritesWanted = false
    /// Numbers the requests the state makes.
    var requests = RequestCounter()

    /// The state before the detail of `id` appears.
    public init(id: PhotoID, hasFavorites: Bool) {
        self.id = id
        self.hasFavorites = hasFavorites
    }

}
