public import Domain

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
        /// The favourite mark asked for was stored, or not (and reported as failed).
        case marked(Int, stored: Bool)
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
            let request = FavoriteMarkRequest(photo: display.detail.photo, showsFavorite: state.isFavorite)
            state.favoriteMark = state.requests.number(request)
            // Shown at once: a second press before the store answers turns this mark over, not the old one.
            state.isFavorite = request.isFavorite
        case .marked(let number, let stored):
            guard state.favoriteMark?.number == number else { return }  // a press since has asked again
            state.favoriteMark = nil
            // Not stored: the mark shows the store's state again.
            if !stored { state.isFavorite = state.storedIsFavorite }
        case .favoritesChanged(let ids):
            state.storedIsFavorite = ids.contains(state.id)
            // A mark on its way to the store keeps showing as asked: the store's answer to an earlier press
            // must not turn it back, or the next press would turn over a mark the person never saw.
            state.isFavorite = state.favoriteMark?.value.isFavorite ?? state.storedIsFavorite
        case .favoritesRequested:
            state.favoritesWanted = false
        }
    }
}
