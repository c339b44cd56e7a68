import Domain

extension PagedList {
    /// A next or previous key on the detail showing `step.from`. While a step waits for a page, the key
    /// waits with it; otherwise it steps from where the steps stand (``StepQueue``), and a key from no
    /// open detail's trail does nothing.
    static func take(_ step: PhotoStep, in state: inout PagedListState) {
        if state.stepping.waiting != nil {
            state.stepping.kept.append(step.direction)
            return
        }
        guard let origin = state.stepping.origin(forKeyOn: step.from) else { return }
        advance([step.direction], from: origin, in: &state)
    }

    /// Steps `directions` in turn from `origin`, opening each photo reached in place, until one must wait
    /// for the next page; the rest wait with it. At either end of the whole list, and when the next page
    /// cannot come (a failure retrying does not fix), the notice says so.
    static func advance(_ directions: [PhotoStep.Direction], from origin: PhotoID, in state: inout PagedListState) {
        var from = origin
        for (offset, direction) in directions.enumerated() {
            let step = PhotoStep(from: from, direction)
            switch destination(of: step, in: state) {
            case .photo(let id):
                state.stepping.reach(id)
                state.navigation = state.requests.number(.detailInPlace(id))
                from = id
            case .needsNextPage:
                loadNextPage(in: &state)
                guard state.list.isLoading else {
                    announce(state.list.errorMessage ?? PhotoFormatting.noPhoto(beyond: direction), in: &state)
                    return
                }
                state.stepping.waiting = step
                state.stepping.kept = Array(directions.dropFirst(offset + 1))
                return
            case .none:
                announce(endNotice(of: step, in: state), in: &state)
            }
        }
    }

    /// Once the rows changed and nothing loads: the step that waited leads to the photo the page brought,
    /// then the keys kept meanwhile step on from it. When the page brought no further photo (the list
    /// ended, or was replaced), the notice says so, and the keys kept step from where the wait began.
    static func resumeWaiting(in state: inout PagedListState) {
        guard let waiting = state.stepping.waiting, !state.list.isLoading else { return }
        let kept = state.stepping.kept
        state.stepping.dropWaiting()
        switch destination(of: waiting, in: state) {
        case .photo(let id):
            state.stepping.reach(id)
            state.navigation = state.requests.number(.detailInPlace(id))
            advance(kept, from: id, in: &state)
        case .needsNextPage:
            advance([waiting.direction] + kept, from: waiting.from, in: &state)
        case .none:
            announce(endNotice(of: waiting, in: state), in: &state)
            advance(kept, from: waiting.from, in: &state)
        }
    }

    /// Where `step` leads among the rows. From a photo the rows no longer hold (a favourite removed while
    /// its detail is open, rows a refresh replaced), that is the nearest photo beyond it, in the rows it
    /// was seen among (``PagedListState/replacedItems``), that the rows still hold.
    private static func destination(of step: PhotoStep, in state: PagedListState) -> PhotoNeighbor {
        let neighbor = state.list.neighbor(of: step)
        guard neighbor == .none, state.list.items.item(id: step.from) == nil,
              let index = state.replacedItems.firstIndex(where: { $0.id == step.from })
        else { return neighbor }
        let held = Set(state.list.items.lazy.map(\.id))
        let beyond = step.direction == .next
            ? Array(state.replacedItems[(index + 1)...]) : Array(state.replacedItems[..<index].reversed())
        return beyond.first { held.contains($0.id) }.map { .photo($0.id) } ?? .none
    }

    /// What a step that led nowhere says: that its photo is the first or the last, or, when the rows no
    /// longer hold it (a favourite removed, a search replaced), that it has left the list.
    private static func endNotice(of step: PhotoStep, in state: PagedListState) -> String {
        state.list.items.item(id: step.from) == nil ? PhotoFormatting.notInList : PhotoFormatting.noPhoto(beyond: step.direction)
    }

    /// Says `notice` on the detail the steps were pressed on (a ``PagedListState/stepNotice``).
    static func announce(_ notice: String, in state: inout PagedListState) {
        state.stepNotice = state.requests.number(notice)
    }
}
