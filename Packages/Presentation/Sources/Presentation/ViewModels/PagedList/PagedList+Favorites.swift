import Domain

extension PagedList {
    /// Asks for the mark row `id` shows turned over (a ``FavoriteMarkRequest``) and shows it at once, so a
    /// second press before the store answers turns this mark over, not the one before it. It replaces
    /// that row's mark still on its way, and no other row's.
    static func askToTurnOverMark(of id: PhotoID, in state: inout PagedListState) {
        guard state.hasFavorites, let item = state.item(id) else { return }
        let request = FavoriteMarkRequest(photo: item.photo, showsFavorite: item.isFavorite)
        state.favoriteMarks.removeAll { $0.value.photo.id == id }
        state.favoriteMarks.append(state.requests.number(request))
        state.list.mark(id, asFavorite: request.isFavorite)
    }

    /// Ends mark request `number`; one not stored leaves its row showing the store's mark again. A
    /// request a press since has replaced changes nothing.
    static func endMark(_ number: Int, stored: Bool, in state: inout PagedListState) {
        guard let index = state.favoriteMarks.firstIndex(where: { $0.number == number }) else { return }
        let id = state.favoriteMarks.remove(at: index).value.photo.id
        if !stored { state.list.mark(id, asFavorite: state.shownFavorites.contains(id)) }
    }
}

extension PagedListState {
    /// The favourites as the rows show them: the store's (``favorites``), each mark still on its way
    /// (``favoriteMarks``) as asked, so neither the store's answer nor a page that comes meanwhile turns a
    /// pressed mark back.
    var shownFavorites: Set<PhotoID> {
        favoriteMarks.reduce(into: favorites) { ids, mark in
            if mark.value.isFavorite { ids.insert(mark.value.photo.id) } else { ids.remove(mark.value.photo.id) }
        }
    }
}
