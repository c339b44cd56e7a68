public import Domain

/// The favourites screen's rules as one pure function over ``FavoritesSystemState``: reading and removing
/// through the app's shared favourites, and (through ``PagedList``) choosing and stepping through the list.
public enum FavoritesSystem {
    /// What can happen to the favourites screen.
    public enum Event: Sendable {
        /// The view appeared: read the favourites.
        case appeared
        /// The favourites are now these, newest first.
        case listed([FavoritePhoto])
        /// The reading asked for ended: the favourites it found, or why it failed. It carries them because a
        /// read that finds what the shared favourites already held changes nothing, so no `listed` follows it.
        case read(Int, Result<[FavoritePhoto], DomainError>)
        /// The user asked to remove this favourite.
        case remove(PhotoID)
        /// The removal asked for ended, with the error if it failed.
        case removed(Int, DomainError?)
        /// The user asked to undo the removal of this favourite (the last one removed).
        case undoRemoval(PhotoID)
        /// The restoration asked for ended, with the error if it failed.
        case restored(Int, DomainError?)
        /// Something for the list (a photo chosen, a step, a route taken).
        case list(PagedListEvent)
    }

    /// The state after `event`.
    public static func reduce(_ state: inout FavoritesSystemState, _ event: Event) {
        state.notices = []
        switch event {
        case .appeared:
            state.undoable = nil
            PagedList.reduce(&state.list, .awaitingListing)
            state.reading = state.list.requests.number(true)
        case .listed(let favorites):
            // While the screen's own read is under way, its answer lists them: it comes after every change
            // asked for before (a mark pressed just before the screen opened), which these may not show.
            guard state.reading == nil else { return }
            list(favorites, in: &state)
        case .read(let number, let outcome):
            guard state.reading?.number == number else { return }
            state.reading = nil
            state.readsAnswered += 1
            switch outcome {
            case .success(let favorites): list(favorites, in: &state)
            case .failure(let error): PagedList.reduce(&state.list, .refused(error))
            }
        case .remove(let id):
            state.removal = state.list.requests.number(id)
            state.removing = state.favorites.first { $0.id == id }
            state.undoable = nil
        case .removed(let number, let error):
            guard state.removal?.number == number else { return }
            state.removal = nil
            if let error {
                PagedList.reduce(&state.list, .refused(error))
            } else {
                state.undoable = state.removing
                if let removed = state.removing { state.notices.append(.removed(removed.photo)) }
            }
            state.removing = nil
        case .undoRemoval(let id):
            guard let photo = state.undoable, photo.id == id else { return }
            state.undoable = nil
            state.restoration = state.list.requests.number(photo)
        case .restored(let number, let error):
            guard let restoration = state.restoration, restoration.number == number else { return }
            state.restoration = nil
            if let error {
                PagedList.reduce(&state.list, .refused(error))
            } else {
                state.notices.append(.restored(restoration.value.photo))
            }
        case .list(let event):
            PagedList.reduce(&state.list, event)
        }
    }

    /// The favourites are `favorites`, newest first: they are the list, every row marked. A removed
    /// favourite that is among them again (added back on another screen or by another process) has
    /// nothing left to undo.
    private static func list(_ favorites: [FavoritePhoto], in state: inout FavoritesSystemState) {
        if let undoable = state.undoable, favorites.contains(where: { $0.id == undoable.id }) { state.undoable = nil }
        state.favorites = favorites
        PagedList.reduce(&state.list, .listed(favorites.map { PhotoListItem($0.photo, isFavorite: true) }))
    }
}
