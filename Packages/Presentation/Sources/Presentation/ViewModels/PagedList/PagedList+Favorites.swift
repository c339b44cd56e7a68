import Domain

extension PagedList {
    /// Asks for the mark row `id` shows turned over (a ``FavoriteMarkRequest``) and shows it at once, so a
    /// second press before the store answers turns this mark over, not the one before it.
    static func askToTurnOverMark(of id: PhotoID, in state: inout PagedListState) {
        guard state.hasFavorites, let item = state.item(id) else { return }
        let request = FavoriteMarkRequest(photo: item.photo, showsFavorite: item.isFavorite)
        state.favoriteMark = state.requests.number(request)
        state.list.mark(id, asFavorite: request.isFavorite)
    }

    /// Ends mark request `number`; one not stored leaves the rows showing the store's favourites again. A
    /// request a press since has replaced changes nothing.
    static func endMark(_ number: Int, stored: Bool, in state: inout PagedListState) {
        guard state.favoriteMark?.number == number else { return }
        state.favoriteMark = nil
        if !stored { state.list.mark(favorites: state.favorites) }
    }
}
